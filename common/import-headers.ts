/**
 * Headers offices write in their own registers, per import field, English and Hindi (issue 32): the header guess
 * knows these beside each field's name and labels (common/import-fields.ts). Compared as `headerKey` writes them:
 * lower case, punctuation and repeated spaces dropped ("Mob No." is "mob no").
 */
export const HEADER_SYNONYMS: Record<string, readonly string[]> = {
  name: [
    'owner name', "owner's name", 'owner', 'name of owner', 'vehicle owner', 'citizen name', 'full name', 'customer name',
    'customer', 'insured name', 'naam', 'वाहन मालिक का नाम', 'मालिक का नाम', 'वाहन स्वामी का नाम', 'स्वामी का नाम', 'ग्राहक का नाम',
  ],
  relation_name: ['father/husband name', 's/o w/o d/o', 'पिता/पति का नाम'],
  father_name: ['father name', 'fathers name'],
  mobile: [
    'mob no', 'mob', 'mobile no', 'mobile number', 'phone', 'phone no', 'phone number', 'contact', 'contact no', 'whatsapp no',
    'मोबाइल नंबर', 'मोबाइल नं', 'मो नं', 'फोन नंबर', 'संपर्क नंबर',
  ],
  dob: ['date of birth', 'birth date', 'd o b', 'जन्म दिनांक', 'जन्मतिथि'],
  address: ['owner address', 'addr', 'निवास'],
  city: ['district', 'जिला'],
  registration_no: [
    'vehicle no', 'vehicle number', 'veh no', 'reg no', 'regn no', 'registration number', 'rc no', 'वाहन नंबर', 'वाहन क्रमांक',
    'वाहन संख्या', 'गाड़ी नंबर', 'पंजीयन क्रमांक', 'पंजीकरण संख्या',
  ],
  vehicle_type: ['vehicle class', 'veh class', 'class of vehicle', 'vehicle category', 'type of vehicle', 'वाहन श्रेणी', 'वाहन वर्ग', 'वाहन का प्रकार'],
  make_model: ['model', 'make', 'make model', 'vehicle model', 'maker model', 'मॉडल', 'मेक'],
  chassis_no: ['chassis number', 'chasis no', 'चेचिस नंबर', 'चेसिस नं'],
  engine_no: ['engine number', 'इंजन नं'],
  insurance_type: ['policy type', 'type of policy', 'cover type', 'पॉलिसी प्रकार', 'बीमा का प्रकार'],
  company_name: ['insurer', 'insurance company name', 'insurance co', 'company', 'कंपनी', 'बीमा कंपनी का नाम'],
  policy_number: ['policy no', 'policy number', 'insurance policy no', 'insurance no', 'पॉलिसी नं', 'पॉलिसी क्रमांक', 'बीमा पॉलिसी नंबर'],
  insurance_start_date: ['risk start date', 'risk start', 'policy start date', 'policy from', 'insurance from', 'बीमा प्रारंभ तिथि', 'बीमा से'],
  insurance_end_date: [
    'risk end date', 'risk end', 'policy end date', 'policy expiry', 'policy expiry date', 'policy upto', 'insurance upto',
    'insurance expiry', 'बीमा समाप्ति', 'बीमा तक',
  ],
  pucc_number: ['puc no', 'pucc number', 'puc number', 'puc certificate no', 'पीयूसी नंबर', 'प्रदूषण प्रमाणपत्र नंबर'],
  pucc_valid_from: ['puc from', 'pucc from', 'puc date', 'puc issue date', 'पीयूसी से'],
  pucc_valid_until: ['puc upto', 'pucc upto', 'puc to', 'puc valid upto', 'puc valid till', 'puc expiry', 'पीयूसी तक'],
  fitness_certificate_number: ['fitness no', 'fc no', 'फिटनेस नंबर'],
  fitness_issue_date: ['fitness from', 'fc from', 'फिटनेस से'],
  fitness_expiry_date: ['fitness upto', 'fc upto', 'fitness valid upto', 'फिटनेस तक'],
  permit_number: ['permit no', 'परमिट नं'],
  permit_issue_date: ['permit from', 'परमिट से'],
  permit_expiry_date: ['permit upto', 'permit valid upto', 'परमिट तक'],
  tax_from: ['tax paid from', 'road tax from', 'टैक्स से'],
  tax_upto: ['tax paid upto', 'tax valid upto', 'road tax upto', 'टैक्स तक'],
  tax_amount: ['tax paid', 'road tax amount', 'टैक्स राशि'],
  ll_no: ['learner licence no', 'learner license no', 'll number'],
  dl_no: ['driving licence no', 'driving license no', 'licence no', 'license no', 'dl number'],
};
