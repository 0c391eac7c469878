import type { users as english } from '../en/users';

/** उपयोगकर्ता और शाखा प्रबंधन के पाठ। */
export const users: typeof english = {
  users: {
    title: 'उपयोगकर्ता प्रबंधन',
    add: 'उपयोगकर्ता जोड़ें',
    search: 'नाम, ईमेल या फ़ोन खोजें',
    role_filter: 'भूमिका',
    all_roles: 'सभी भूमिकाएँ',
    showing: '%{total} में से %{from}–%{to}',
    roles: { admin: 'एडमिन', manager: 'मैनेजर', user: 'उपयोगकर्ता' },
    columns: { name: 'नाम', contact: 'ईमेल / फ़ोन', role: 'भूमिका', branch: 'शाखा', change_role: 'भूमिका बदलें', actions: 'कार्रवाइयाँ' },
    fields: { name: 'नाम', email: 'ईमेल', phone: 'फ़ोन', password: 'पासवर्ड', role: 'भूमिका', branch: 'शाखा', no_branch: 'कोई शाखा नहीं (सब देखता है)' },
    password_hint: 'कम से कम 8 अक्षर',
    actions: { menu: '%{name} के लिए कार्रवाइयाँ', edit: 'संपादित करें', message: 'संदेश भेजें', reset_link: 'रीसेट लिंक भेजें', delete: 'उपयोगकर्ता हटाएँ' },
    create: { title: 'उपयोगकर्ता जोड़ें', success: '%{name} को %{role} के रूप में जोड़ा गया।', failed: 'उपयोगकर्ता नहीं बनाया जा सका' },
    edit: { title: 'उपयोगकर्ता संपादित करें', success: 'बदलाव सहेजे गए।', failed: 'बदलाव सहेजे नहीं जा सके।' },
    role: { success: 'भूमिका बदल दी गई', failed: 'भूमिका नहीं बदली जा सकी' },
    delete: { confirm_title: '%{name} को हटाएँ?', confirm: 'खाता हटा दिया जाएगा; इसके बनाए नागरिक प्रोफ़ाइल बने रहेंगे।', success: 'उपयोगकर्ता हटा दिया गया।', failed: 'उपयोगकर्ता नहीं हटाया जा सका।' },
    reset_link: { failed: 'रीसेट लिंक नहीं भेजा जा सका।' },
    load_failed: 'उपयोगकर्ता लोड नहीं हो सके',
    no_primary: 'इस उपयोगकर्ता की कोई प्राथमिक नागरिक प्रोफ़ाइल नहीं है जिसे संदेश भेजा जा सके।',
    validation: { password: 'कम से कम 8 अक्षर' },
  },
  branches: {
    title: 'शाखाएँ',
    card_text: 'शाखाएँ जोड़ें और उनके नाम बदलें।',
    add: 'शाखा जोड़ें',
    rename: 'नाम बदलें',
    name: 'शाखा का नाम',
    empty: 'अभी कोई शाखा नहीं है।',
    load_failed: 'शाखा सूची लोड नहीं हो सकी।',
    created: 'शाखा जोड़ी गई।',
    renamed: 'शाखा का नाम बदला गया।',
    save_failed: 'बदलाव सहेजे नहीं जा सके।',
  },
};
