import type { feedback as english } from '../en/feedback';

export const feedback: typeof english = {
  feedback: {
    taken: '%{field} पहले से दर्ज है।',
    too_many: 'इस मोबाइल नंबर से बहुत अधिक अनुरोध। %{smart_count} मिनट बाद फिर कोशिश करें। |||| इस मोबाइल नंबर से बहुत अधिक अनुरोध। %{smart_count} मिनट बाद फिर कोशिश करें।',
    added: '%{what} जोड़ा गया',
    updated: '%{what} अपडेट किया गया',
    deleted: '%{what} हटाया गया',
    delete_title: '%{what} हटाएँ?',
    delete_content: '%{what} हटा दिया जाएगा। एडमिन इसे ऑडिट ट्रेल से वापस ला सकता है।',
    kinds: {
      citizen: 'नागरिक',
      ll: 'एलएल',
      dl: 'डीएल',
      vehicles: 'वाहन',
      taxes: 'कर रिकॉर्ड',
      insurances: 'बीमा पॉलिसी',
      puccs: 'पीयूसीसी',
      fitnesses: 'फ़िटनेस प्रमाणपत्र',
      vltds: 'वीएलटीडी प्रमाणपत्र',
      permits: 'परमिट',
      speed_governors: 'स्पीड गवर्नर प्रमाणपत्र',
      user: 'उपयोगकर्ता',
      branch: 'शाखा',
    },
  },
};
