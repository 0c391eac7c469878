import type { layout as english } from '../en/layout';

export const layout: typeof english = {
  layout: {
    forbidden: {
      title: 'निषिद्ध (%{role})',
      page_text: 'पृष्ठ “%{page}” आपकी भूमिका (%{role}) के लिए खुला नहीं है।',
      text: 'यह पृष्ठ आपकी भूमिका (%{role}) के लिए खुला नहीं है।',
      ask: 'यदि आपके काम के लिए इसकी ज़रूरत है, तो कार्यालय के एडमिन से पूछें।',
      to_dashboard: 'मेरे डैशबोर्ड पर जाएँ',
      back: 'वापस जाएँ',
    },
  },
};
