import type { tracking as english } from '../en/tracking';

export const tracking: typeof english = {
  tracking: {
    title: 'अपना अनुरोध ट्रैक करें',
    intro: 'सेवा अनुरोध या दस्तावेज़ पूछताछ भेजते समय मिला संदर्भ और अपना दिया हुआ मोबाइल नंबर दर्ज करें।',
    reference: 'संदर्भ',
    reference_hint: 'जैसे SR-2026-000123 या DI-2026-000045',
    mobile: 'मोबाइल नंबर',
    submit: 'ट्रैक करें',
    failed: 'अनुरोध नहीं देखा जा सका। कृपया पुनः प्रयास करें।',
    kinds: { service_request: 'सेवा अनुरोध', document_inquiry: 'दस्तावेज़ पूछताछ' },
    status: 'स्थिति',
    submitted_at: '%{date} को भेजा गया',
    history: 'इतिहास',
    link: 'अनुरोध ट्रैक करें',
    home_prompt: 'पहले ही अनुरोध या पूछताछ भेज चुके हैं? उसके संदर्भ से उसकी स्थिति देखें।',
    copy: 'संदर्भ कॉपी करें',
    copied: 'संदर्भ कॉपी हो गया',
    copy_failed: 'कॉपी नहीं हो सका; कृपया संदर्भ लिख लें।',
    keep: 'यह संदर्भ संभालकर रखें: अपने मोबाइल नंबर के साथ इससे आपके अनुरोध की स्थिति दिखती है।',
  },
};
