import type { search as english } from '../en/search';

/** खोज के पाठ: LL, DL और वाहन खोज, और ऊपर का वैश्विक खोज बॉक्स। */
export const search: typeof english = {
  search: {
    titles: { ll: 'LL खोज', dl: 'DL खोज', vehicle: 'वाहन खोज' },
    numbers: { ll: 'LL नंबर', dl: 'DL नंबर', vehicle: 'वाहन नंबर' },
    application_no: 'आवेदन नंबर',
    hint: 'नंबर का कोई भी भाग; स्पेस, हाइफ़न और छोटे-बड़े अक्षर से फ़र्क नहीं पड़ता।',
    submit: 'खोजें',
    enter_a_number: 'नंबर या आवेदन नंबर दर्ज करें।',
    no_results: 'कोई परिणाम नहीं',
    found: '%{count} परिणाम मिले।',
    found_more_than: '%{count} से अधिक परिणाम मिले।',
    failed: 'खोज विफल रही',
    columns: { citizen: 'नागरिक', mobile: 'मोबाइल', issue_date: 'जारी तिथि', expiry_date: 'समाप्ति तिथि' },
    global: {
      label: 'खोजें',
      placeholder: 'नाम, मोबाइल या नंबर',
      searching: 'खोज रहे हैं…',
      types: {
        citizen: 'नागरिक',
        ll: 'लर्नर लाइसेंस',
        dl: 'ड्राइविंग लाइसेंस',
        vehicle: 'वाहन',
        insurance: 'बीमा',
      },
    },
  },
};
