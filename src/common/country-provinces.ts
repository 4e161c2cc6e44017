// The first-level regions of each country, for the address forms (issue 30). No npm package holds
// the Indonesian or Colombian lists, so they are written here from the official lists (2026-11):
// Thailand's 76 provinces and Bangkok; Indonesia's 38 provinces (Kemendagri, with the four Papuan
// provinces of 2022); Colombia's 32 departments and Bogotá, D.C. (DANE). The stored value is the
// name people write on an envelope (Thai provinces in their romanised form, as rows already hold);
// `th` is the Thai spelling shown in the Thai language. Indonesian and Colombian names are proper
// nouns, the same in both languages.

import { colombia, deploymentCountry, indonesia, thailand, type CountryCode } from './countries';

export interface Province {
  name: string;
  th?: string;
}

export const thaiProvinces: readonly Province[] = [
  ['Bangkok', 'กรุงเทพมหานคร'], ['Amnat Charoen', 'อำนาจเจริญ'], ['Ang Thong', 'อ่างทอง'], ['Bueng Kan', 'บึงกาฬ'],
  ['Buriram', 'บุรีรัมย์'], ['Chachoengsao', 'ฉะเชิงเทรา'], ['Chai Nat', 'ชัยนาท'], ['Chaiyaphum', 'ชัยภูมิ'],
  ['Chanthaburi', 'จันทบุรี'], ['Chiang Mai', 'เชียงใหม่'], ['Chiang Rai', 'เชียงราย'], ['Chonburi', 'ชลบุรี'],
  ['Chumphon', 'ชุมพร'], ['Kalasin', 'กาฬสินธุ์'], ['Kamphaeng Phet', 'กำแพงเพชร'], ['Kanchanaburi', 'กาญจนบุรี'],
  ['Khon Kaen', 'ขอนแก่น'], ['Krabi', 'กระบี่'], ['Lampang', 'ลำปาง'], ['Lamphun', 'ลำพูน'],
  ['Loei', 'เลย'], ['Lopburi', 'ลพบุรี'], ['Mae Hong Son', 'แม่ฮ่องสอน'], ['Maha Sarakham', 'มหาสารคาม'],
  ['Mukdahan', 'มุกดาหาร'], ['Nakhon Nayok', 'นครนายก'], ['Nakhon Pathom', 'นครปฐม'], ['Nakhon Phanom', 'นครพนม'],
  ['Nakhon Ratchasima', 'นครราชสีมา'], ['Nakhon Sawan', 'นครสวรรค์'], ['Nakhon Si Thammarat', 'นครศรีธรรมราช'], ['Nan', 'น่าน'],
  ['Narathiwat', 'นราธิวาส'], ['Nong Bua Lamphu', 'หนองบัวลำภู'], ['Nong Khai', 'หนองคาย'], ['Nonthaburi', 'นนทบุรี'],
  ['Pathum Thani', 'ปทุมธานี'], ['Pattani', 'ปัตตานี'], ['Phang Nga', 'พังงา'], ['Phatthalung', 'พัทลุง'],
  ['Phayao', 'พะเยา'], ['Phetchabun', 'เพชรบูรณ์'], ['Phetchaburi', 'เพชรบุรี'], ['Phichit', 'พิจิตร'],
  ['Phitsanulok', 'พิษณุโลก'], ['Phra Nakhon Si Ayutthaya', 'พระนครศรีอยุธยา'], ['Phrae', 'แพร่'], ['Phuket', 'ภูเก็ต'],
  ['Prachinburi', 'ปราจีนบุรี'], ['Prachuap Khiri Khan', 'ประจวบคีรีขันธ์'], ['Ranong', 'ระนอง'], ['Ratchaburi', 'ราชบุรี'],
  ['Rayong', 'ระยอง'], ['Roi Et', 'ร้อยเอ็ด'], ['Sa Kaeo', 'สระแก้ว'], ['Sakon Nakhon', 'สกลนคร'],
  ['Samut Prakan', 'สมุทรปราการ'], ['Samut Sakhon', 'สมุทรสาคร'], ['Samut Songkhram', 'สมุทรสงคราม'], ['Saraburi', 'สระบุรี'],
  ['Satun', 'สตูล'], ['Sing Buri', 'สิงห์บุรี'], ['Sisaket', 'ศรีสะเกษ'], ['Songkhla', 'สงขลา'],
  ['Sukhothai', 'สุโขทัย'], ['Suphan Buri', 'สุพรรณบุรี'], ['Surat Thani', 'สุราษฎร์ธานี'], ['Surin', 'สุรินทร์'],
  ['Tak', 'ตาก'], ['Trang', 'ตรัง'], ['Trat', 'ตราด'], ['Ubon Ratchathani', 'อุบลราชธานี'],
  ['Udon Thani', 'อุดรธานี'], ['Uthai Thani', 'อุทัยธานี'], ['Uttaradit', 'อุตรดิตถ์'], ['Yala', 'ยะลา'],
  ['Yasothon', 'ยโสธร'],
].map(([name, th]) => ({ name: name!, th }));

export const indonesianProvinces: readonly Province[] = [
  'Aceh', 'Sumatera Utara', 'Sumatera Barat', 'Riau', 'Kepulauan Riau', 'Jambi', 'Sumatera Selatan',
  'Kepulauan Bangka Belitung', 'Bengkulu', 'Lampung', 'DKI Jakarta', 'Jawa Barat', 'Banten', 'Jawa Tengah',
  'DI Yogyakarta', 'Jawa Timur', 'Bali', 'Nusa Tenggara Barat', 'Nusa Tenggara Timur', 'Kalimantan Barat',
  'Kalimantan Tengah', 'Kalimantan Selatan', 'Kalimantan Timur', 'Kalimantan Utara', 'Sulawesi Utara', 'Gorontalo',
  'Sulawesi Tengah', 'Sulawesi Barat', 'Sulawesi Selatan', 'Sulawesi Tenggara', 'Maluku', 'Maluku Utara', 'Papua',
  'Papua Barat', 'Papua Barat Daya', 'Papua Tengah', 'Papua Pegunungan', 'Papua Selatan',
].map((name) => ({ name }));

export const colombianDepartments: readonly Province[] = [
  'Amazonas', 'Antioquia', 'Arauca', 'Archipiélago de San Andrés, Providencia y Santa Catalina', 'Atlántico',
  'Bogotá, D.C.', 'Bolívar', 'Boyacá', 'Caldas', 'Caquetá', 'Casanare', 'Cauca', 'Cesar', 'Chocó', 'Córdoba',
  'Cundinamarca', 'Guainía', 'Guaviare', 'Huila', 'La Guajira', 'Magdalena', 'Meta', 'Nariño', 'Norte de Santander',
  'Putumayo', 'Quindío', 'Risaralda', 'Santander', 'Sucre', 'Tolima', 'Valle del Cauca', 'Vaupés', 'Vichada',
].map((name) => ({ name }));

const provincesByCountry = new Map<CountryCode, readonly Province[]>([
  [thailand, thaiProvinces],
  [indonesia, indonesianProvinces],
  [colombia, colombianDepartments],
]);

/** The first-level regions an address names (province, provinsi, departamento): one is required. */
export const provincesOf = (country: CountryCode = deploymentCountry()): readonly Province[] => provincesByCountry.get(country) ?? [];
export const isProvinceOf = (country: CountryCode, value: string) => provincesOf(country).some((province) => province.name === value);
