import type { search as english } from '../en/search';

/** खोज के पाठ: एलएल, डीएल और वाहन खोज, और ऊपर का वैश्विक खोज बॉक्स। */
export const search: typeof english = {
  search: {
    titles: { ll: 'एलएल खोज', dl: 'डीएल खोज', vehicle: 'वाहन खोज' },
    numbers: { ll: 'एलएल नंबर', dl: 'डीएल नंबर', vehicle: 'वाहन नंबर' },
    application_no: 'आवेदन नंबर',
    hint: 'नंबर का कोई भी भाग; स्पेस, हाइफ़न और छोटे-बड़े अक्षर से फ़र्क नहीं पड़ता।',
    submit: 'खोजें',
    enter_a_number: 'नंबर या आवेदन नंबर दर्ज करें।',
    no_results: 'कोई परिणाम नहीं',
    found: '%{count} परिणाम मिले।',
    found_more_than: '%{count} से अधिक मिले',
    failed: 'खोज विफल रही',
    columns: { citizen: 'नागरिक', mobile: 'मोबाइल', issue_date: 'जारी तिथि', expiry_date: 'समाप्ति तिथि' },
    global: {
      label: 'खोजें',
      placeholder: 'खोजें',
      searching: 'खोज रहे हैं…',
      types: {
        citizen: 'नागरिक',
        mobile: 'मोबाइल',
        ll: 'एलएल',
        dl: 'डीएल',
        registration: 'पंजीकरण',
        chassis: 'चेसिस',
        engine: 'इंजन',
        insurance: 'पॉलिसी',
      },
    },
  },
};
