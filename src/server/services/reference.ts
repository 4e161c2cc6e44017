import type { Locale } from '#common/enums';

/**
 * Countries and nationalities for sign-up forms (SPEC §3: each has a code; the icon is the
 * lowercased code). A short list of the region's markets and neighbours; staff-editable
 * reference tables can replace it when sign-up needs more.
 */
const entries = [
  { code: 'TH', th: 'ไทย', en: 'Thailand', nationalityTh: 'ไทย', nationalityEn: 'Thai' },
  { code: 'LA', th: 'ลาว', en: 'Laos', nationalityTh: 'ลาว', nationalityEn: 'Lao' },
  { code: 'MM', th: 'เมียนมา', en: 'Myanmar', nationalityTh: 'เมียนมา', nationalityEn: 'Burmese' },
  { code: 'KH', th: 'กัมพูชา', en: 'Cambodia', nationalityTh: 'กัมพูชา', nationalityEn: 'Cambodian' },
  { code: 'VN', th: 'เวียดนาม', en: 'Vietnam', nationalityTh: 'เวียดนาม', nationalityEn: 'Vietnamese' },
  { code: 'MY', th: 'มาเลเซีย', en: 'Malaysia', nationalityTh: 'มาเลเซีย', nationalityEn: 'Malaysian' },
  { code: 'SG', th: 'สิงคโปร์', en: 'Singapore', nationalityTh: 'สิงคโปร์', nationalityEn: 'Singaporean' },
  { code: 'ID', th: 'อินโดนีเซีย', en: 'Indonesia', nationalityTh: 'อินโดนีเซีย', nationalityEn: 'Indonesian' },
  { code: 'PH', th: 'ฟิลิปปินส์', en: 'Philippines', nationalityTh: 'ฟิลิปปินส์', nationalityEn: 'Filipino' },
  { code: 'CN', th: 'จีน', en: 'China', nationalityTh: 'จีน', nationalityEn: 'Chinese' },
  { code: 'JP', th: 'ญี่ปุ่น', en: 'Japan', nationalityTh: 'ญี่ปุ่น', nationalityEn: 'Japanese' },
  { code: 'KR', th: 'เกาหลีใต้', en: 'South Korea', nationalityTh: 'เกาหลีใต้', nationalityEn: 'South Korean' },
  { code: 'IN', th: 'อินเดีย', en: 'India', nationalityTh: 'อินเดีย', nationalityEn: 'Indian' },
  { code: 'GB', th: 'สหราชอาณาจักร', en: 'United Kingdom', nationalityTh: 'อังกฤษ', nationalityEn: 'British' },
  { code: 'US', th: 'สหรัฐอเมริกา', en: 'United States', nationalityTh: 'อเมริกัน', nationalityEn: 'American' },
  { code: 'CO', th: 'โคลอมเบีย', en: 'Colombia', nationalityTh: 'โคลอมเบีย', nationalityEn: 'Colombian' },
] as const;

export type ReferenceItem = { id: string; code: string; name: string; name_th: string; name_en: string; icon: string };

function toItem(entry: (typeof entries)[number], kind: 'country' | 'nationality', locale: Locale): ReferenceItem {
  const th = kind === 'country' ? entry.th : entry.nationalityTh;
  const en = kind === 'country' ? entry.en : entry.nationalityEn;
  return { id: entry.code, code: entry.code, name: locale === 'th' ? th : en, name_th: th, name_en: en, icon: entry.code.toLowerCase() };
}

/** `{id}` is a language (th|en: the whole list in it) or a country code (that one entry). */
export function lookupReference(kind: 'country' | 'nationality', id: string): ReferenceItem[] | ReferenceItem | null {
  if (id === 'th' || id === 'en') return entries.map((entry) => toItem(entry, kind, id));
  const entry = entries.find((e) => e.code === id.toUpperCase());
  return entry ? toItem(entry, kind, 'en') : null;
}
