import type { Locale } from './enums';

/**
 * Countries and nationalities offered at sign-up and in the profile (PRODUCT.md: "country from
 * the configured list, nationality"). Codes are ISO 3166-1 alpha-2; SPEC §3 derives each icon
 * from the lowercased code.
 */
export interface Place {
  code: string;
  name: Record<Locale, string>;
  nationality: Record<Locale, string>;
}

export const places: readonly Place[] = [
  { code: 'TH', name: { en: 'Thailand', th: 'ไทย' }, nationality: { en: 'Thai', th: 'ไทย' } },
  { code: 'LA', name: { en: 'Laos', th: 'ลาว' }, nationality: { en: 'Lao', th: 'ลาว' } },
  { code: 'MM', name: { en: 'Myanmar', th: 'เมียนมา' }, nationality: { en: 'Burmese', th: 'เมียนมา' } },
  { code: 'KH', name: { en: 'Cambodia', th: 'กัมพูชา' }, nationality: { en: 'Cambodian', th: 'กัมพูชา' } },
  { code: 'MY', name: { en: 'Malaysia', th: 'มาเลเซีย' }, nationality: { en: 'Malaysian', th: 'มาเลเซีย' } },
  { code: 'SG', name: { en: 'Singapore', th: 'สิงคโปร์' }, nationality: { en: 'Singaporean', th: 'สิงคโปร์' } },
  { code: 'ID', name: { en: 'Indonesia', th: 'อินโดนีเซีย' }, nationality: { en: 'Indonesian', th: 'อินโดนีเซีย' } },
  { code: 'VN', name: { en: 'Vietnam', th: 'เวียดนาม' }, nationality: { en: 'Vietnamese', th: 'เวียดนาม' } },
  { code: 'PH', name: { en: 'Philippines', th: 'ฟิลิปปินส์' }, nationality: { en: 'Filipino', th: 'ฟิลิปปินส์' } },
  { code: 'CN', name: { en: 'China', th: 'จีน' }, nationality: { en: 'Chinese', th: 'จีน' } },
  { code: 'JP', name: { en: 'Japan', th: 'ญี่ปุ่น' }, nationality: { en: 'Japanese', th: 'ญี่ปุ่น' } },
  { code: 'KR', name: { en: 'South Korea', th: 'เกาหลีใต้' }, nationality: { en: 'Korean', th: 'เกาหลีใต้' } },
  { code: 'IN', name: { en: 'India', th: 'อินเดีย' }, nationality: { en: 'Indian', th: 'อินเดีย' } },
  { code: 'GB', name: { en: 'United Kingdom', th: 'สหราชอาณาจักร' }, nationality: { en: 'British', th: 'อังกฤษ' } },
  { code: 'US', name: { en: 'United States', th: 'สหรัฐอเมริกา' }, nationality: { en: 'American', th: 'อเมริกัน' } },
  { code: 'CO', name: { en: 'Colombia', th: 'โคลอมเบีย' }, nationality: { en: 'Colombian', th: 'โคลอมเบีย' } },
];

export const placeCodes = places.map((place) => place.code);
/** Countries a member can sign up in (the configured available countries; Thailand by default). */
export const signupCountryCodes = ['TH'] as const;
