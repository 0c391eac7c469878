import type { charts as english } from '../en/charts';

/** स्टाफ़ डैशबोर्ड के चार्ट के पाठ। */
export const charts: typeof english = {
  charts: {
    show_table: 'तालिका के रूप में देखें',
    show_chart: 'चार्ट के रूप में देखें',
    week_of: 'सप्ताह (आरंभ)',
    total: 'कुल',
    load_failed: 'चार्ट लोड नहीं हो सके।',
    no_data: 'दिखाने के लिए कुछ नहीं',
    expiring: {
      title: 'प्रति सप्ताह समाप्त होने वाले दस्तावेज़ (अगले 12 सप्ताह)',
      hint: 'किसी सप्ताह की समाप्ति रिपोर्ट खोलने के लिए उसे चुनें।',
      open_week: '%{date} से शुरू होने वाले सप्ताह की समाप्ति रिपोर्ट खोलें',
    },
    requests: { title: 'स्थिति के अनुसार सेवा अनुरोध (पिछले 8 सप्ताह)' },
    renewals: {
      title: 'स्थिति के अनुसार नवीनीकरण',
      status: 'स्थिति',
      count: 'नवीनीकरण',
      earned: 'इस महीने की कमाई: %{amount}',
      statuses: { due: 'देय', contacted: 'संपर्क किया गया', renewed: 'नवीनीकृत', lost: 'छूट गया' },
    },
  },
};
