import type { expiries as english } from '../en/expiries';

export const expiries: typeof english = {
  expiries: {
    types: {
      ll: 'लर्निंग लाइसेंस',
      dl: 'ड्राइविंग लाइसेंस',
      insurance: 'बीमा',
      pucc: 'पीयूसीसी',
      fitness: 'फिटनेस',
      permit: 'परमिट',
      vltd: 'वीएलटीडी',
      speed_governor: 'स्पीड गवर्नर',
      tax: 'टैक्स',
    },
    report: {
      title: 'समाप्ति रिपोर्ट',
      vehicle_no: 'वाहन नंबर',
      owner_name: 'मालिक का नाम',
      doc_type: 'दस्तावेज़ का प्रकार',
      all_types: 'सभी प्रकार',
      start_date: 'से',
      end_date: 'तक',
      exact_date: 'निश्चित तारीख',
      apply: 'लागू करें',
      clear: 'साफ़ करें',
      quick: { expired: 'समाप्त', next_7: 'अगले 7 दिन', next_30: 'अगले 30 दिन' },
      showing: '%{total} में से %{from}–%{to}',
      showing_more_than: '%{total} से अधिक में से %{from}–%{to}',
      empty: 'इन फ़िल्टरों से कोई दस्तावेज़ नहीं मिला।',
      beyond_last: 'इस पृष्ठ पर कोई रिकॉर्ड नहीं है। पृष्ठ 1 पर वापस जाएँ।',
      first_page: 'पृष्ठ 1 पर जाएँ',
      load_failed: 'समाप्ति रिपोर्ट लोड नहीं हो सकी।',
    },
    columns: { type: 'प्रकार', identifier: 'नंबर', owner: 'मालिक', mobile: 'मोबाइल', expiry_date: 'समाप्ति तिथि', actions: 'कार्रवाई' },
    expired: {
      title: 'समाप्त दस्तावेज़',
      of: '%{name} के समाप्त दस्तावेज़',
      none: 'कोई समाप्त दस्तावेज़ नहीं।',
      back: 'प्रोफ़ाइल पर वापस',
      load_failed: 'समाप्त दस्तावेज़ लोड नहीं हो सके।',
    },
  },
};
