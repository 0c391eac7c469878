import type { VEHICLE_TYPES } from '../../../common/options.js';

/** Words the demo data is made of: Chhattisgarh names, places, vehicles and insurers. */

export const MALE_NAMES = [
  'Rahul', 'Amit', 'Suresh', 'Ramesh', 'Rajesh', 'Mahesh', 'Dinesh', 'Santosh', 'Manoj', 'Anil',
  'Sunil', 'Vijay', 'Ajay', 'Sanjay', 'Ravi', 'Rakesh', 'Deepak', 'Pawan', 'Ashok', 'Mukesh',
  'Naresh', 'Lokesh', 'Hemant', 'Tikeshwar', 'Chandrashekhar', 'Bhupesh', 'Devendra', 'Kamal',
  'Govind', 'Rohit', 'Vikas', 'Arun', 'Nitin', 'Prakash', 'Shivam', 'Aakash', 'Ankit', 'Abhishek',
  'Gaurav', 'Yogesh', 'Omprakash', 'Ramkumar', 'Shyam', 'Kishore', 'Harish', 'Tarun', 'Khemlal',
  'Dilip', 'Jitendra', 'Pradeep', 'Tulsiram', 'Ghanshyam', 'Narendra', 'Bhagwat', 'Dharmendra',
];

export const FEMALE_NAMES = [
  'Sunita', 'Anita', 'Geeta', 'Sita', 'Kavita', 'Savita', 'Rekha', 'Pooja', 'Priya', 'Neha',
  'Anjali', 'Seema', 'Meena', 'Kiran', 'Lata', 'Usha', 'Shanti', 'Kamla', 'Radha', 'Sarita',
  'Manisha', 'Jyoti', 'Preeti', 'Ritu', 'Sangeeta', 'Durga', 'Lakshmi', 'Bhavna', 'Nisha', 'Swati',
  'Khushboo', 'Payal', 'Deepika', 'Shweta', 'Rashmi', 'Sushma', 'Kanchan', 'Rinki', 'Tulsi', 'Hemlata',
];

export const SURNAMES = [
  'Sahu', 'Verma', 'Patel', 'Yadav', 'Sinha', 'Dewangan', 'Chandrakar', 'Netam', 'Markam', 'Tiwari',
  'Sharma', 'Agrawal', 'Dhruw', 'Kashyap', 'Nishad', 'Thakur', 'Gupta', 'Soni', 'Banjare', 'Tandon',
  'Kurre', 'Mandavi', 'Kunjam', 'Pandey', 'Mishra', 'Dubey', 'Shukla', 'Baghel', 'Sen', 'Jangde',
  'Rathore', 'Kaushik', 'Deshmukh', 'Pradhan', 'Nag', 'Kanwar', 'Paikra', 'Sonwani', 'Tamrakar',
  'Jaiswal', 'Sahu', 'Verma', 'Sahu', 'Yadav', 'Patel',
];

export const LOCALITIES = [
  'Shanti Nagar', 'Civil Lines', 'Tatibandh', 'Pandri', 'Shankar Nagar', 'Telibandha', 'Devendra Nagar',
  'Mowa', 'Gudhiyari', 'Supela', 'Nehru Nagar', 'Sector 6', 'Sarkanda', 'Vyapar Vihar', 'Station Road',
  'Gandhi Chowk', 'Sadar Bazar', 'Ganj Para', 'Main Road', 'Budhwari Bazar', 'Ram Nagar', 'Kota',
  'Amlidih', 'Samta Colony', 'Professor Colony', 'Rajiv Nagar', 'Indira Colony', 'Azad Chowk',
];

export const VILLAGES = [
  'Abhanpur', 'Arang', 'Kurud', 'Bhatapara', 'Saja', 'Pithora', 'Bagbahara', 'Dhamdha', 'Patan',
  'Gunderdehi', 'Lormi', 'Takhatpur', 'Masturi', 'Pendra', 'Kartala', 'Pali', 'Kharsia', 'Pathalgaon',
  'Sitapur', 'Lakhanpur', 'Keshkal', 'Bhanupratappur', 'Narharpur', 'Chhura', 'Nawagarh', 'Berla',
];

export const EMAIL_DOMAINS = ['gmail.com', 'gmail.com', 'gmail.com', 'yahoo.in', 'rediffmail.com', 'outlook.com'];

export const BRANCHES = ['Raipur Main', 'Durg', 'Bilaspur', 'Korba'] as const;

type VehicleType = (typeof VEHICLE_TYPES)[number];

/** What each vehicle type looks like: share of vehicles, makes and models, and whether it is a transport vehicle. */
export const VEHICLE_KINDS: readonly { type: VehicleType; weight: number; models: readonly string[]; transport: boolean }[] = [
  { type: 'MCWG', weight: 52, transport: false, models: [
    'Hero Splendor Plus', 'Honda Activa 6G', 'Bajaj Pulsar 150', 'TVS Apache RTR 160', 'Royal Enfield Classic 350',
    'Honda Shine', 'Bajaj Platina', 'TVS Jupiter', 'Hero HF Deluxe', 'Suzuki Access 125'] },
  { type: 'LMV', weight: 28, transport: false, models: [
    'Maruti Suzuki Swift', 'Maruti Suzuki WagonR', 'Hyundai Creta', 'Tata Nexon', 'Mahindra Bolero',
    'Mahindra Scorpio', 'Toyota Innova Crysta', 'Maruti Suzuki Ertiga', 'Kia Seltos', 'Tata Punch'] },
  { type: 'LGV', weight: 5, transport: true, models: ['Tata Ace Gold', 'Mahindra Bolero Pickup', 'Ashok Leyland Dost'] },
  { type: 'MGV', weight: 3, transport: true, models: ['Tata 1109', 'Eicher Pro 2049', 'Ashok Leyland Ecomet'] },
  { type: 'TRANS(HGV)', weight: 4, transport: true, models: ['Tata Signa 4825', 'Ashok Leyland 3518', 'BharatBenz 2823R'] },
  { type: 'E-Rikshaw/E-Cart', weight: 3, transport: true, models: ['Mahindra Treo', 'YC Electric Yatri', 'Saarthi E-Rickshaw'] },
  { type: 'Agriculture Tractor', weight: 3, transport: false, models: ['Mahindra 575 DI', 'Swaraj 744 FE', 'Sonalika DI 745', 'John Deere 5050D'] },
  { type: 'Agriculture Trailer', weight: 1, transport: false, models: ['Agricultural Trolley 4-Wheel'] },
  { type: 'Construction Equipment Vehicle', weight: 0.5, transport: false, models: ['JCB 3DX', 'Escorts Hydra 14'] },
  { type: 'Road Roller', weight: 0.25, transport: false, models: ['L&T Soil Compactor', 'Escorts EC 5250'] },
  { type: 'Adapted Vehicle', weight: 0.25, transport: false, models: ['Honda Activa (Adapted)', 'TVS Scooty Zest (Adapted)'] },
];

/** World manufacturer prefixes of Indian chassis numbers. */
export const CHASSIS_PREFIXES = ['MA3', 'MAL', 'MAT', 'MA1', 'ME4', 'MBL', 'MD2', 'MD6', 'ME3', 'MBJ', 'MZB'];

export const INSURERS = [
  'New India Assurance', 'United India Insurance', 'National Insurance', 'The Oriental Insurance',
  'ICICI Lombard', 'HDFC ERGO', 'Bajaj Allianz', 'Tata AIG', 'SBI General', 'IFFCO Tokio', 'Go Digit',
];

export const REQUEST_QUERIES = [
  'Need help with a vehicle loan NOC from the bank.',
  'Want to know the documents needed for a new registration.',
  'Please call me about an old challan.',
  'Need an HSRP number plate appointment.',
];

/** Districts without an RTO office of their own, and the office that serves them. */
export const DISTRICT_OFFICE_ALIASES: Record<string, string> = {
  Kabirdham: 'Kawardha',
  Surguja: 'Ambikapur',
  Koriya: 'Baikunthpur',
  Bastar: 'Jagdalpur',
  'Khairagarh-Chhuikhadan-Gandai': 'Rajnandgaon',
  'Manendragarh-Chirmiri-Bharatpur': 'Baikunthpur',
  'Mohla-Manpur-Ambagarh Chowki': 'Rajnandgaon',
  Sakti: 'Janjgir-Champa',
  'Sarangarh-Bilaigarh': 'Raigarh',
};
