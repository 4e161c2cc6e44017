import { and, eq, inArray, sql } from 'drizzle-orm';
import { countryRules, defaultCountry, type CountryCode } from '#common/countries';
import type { Database } from '../db/client';
import { bankAccounts, campaigns, influencerProfiles, marketerProfiles, packageOffers, users } from '../db/schema/index';

/**
 * Issue 30: the demo seed speaks the deployment's country. The Thai story (seed.ts,
 * seed-content.ts, seed-bank.ts) is written once; for COUNTRY=ID or CO this table gives each demo
 * account a local name, phone, tax id, address and bank, and every demo price is converted into
 * the local currency (`perThb`, rounded to a round local figure). It runs right after the Thai
 * seed and before the money seed (seed-money.ts, seed-earnings.ts), which read amounts through
 * `demoAmount`. Idempotent: it sets fixed values, and converts only rows still in THB.
 *
 * Rows updated directly (decision 056): this rewrites demo fixtures in place (names, phones,
 * prices), not a business operation any service offers.
 */
interface DemoPerson {
  email: string;
  phone: string | null;
  displayName: string;
}
interface DemoCountry {
  /** What 1 THB of a demo price becomes, in whole local units. */
  perThb: number;
  people: DemoPerson[];
  influencer: { firstName: string; lastName: string; address: Record<string, string> };
  marketers: Record<string, { contactName: string; companyName: string | null; taxId: string; website: string | null }>;
  marketerAddress: Record<string, string>;
  banks: Record<string, { bankCode: string; accountNumber: string; accountName: string }>;
  /** The Thai story's brands → local ones (campaign cards show them). */
  brands: Record<string, string>;
}

const demoCountries: Partial<Record<CountryCode, DemoCountry>> = {
  ID: {
    perThb: 450,
    people: [
      { email: 'influencer@kolify.test', phone: '+6281200000001', displayName: 'Putri Rahayu' },
      { email: 'manager@kolify.test', phone: '+6281200000002', displayName: 'Nusantara Talent Studio' },
      { email: 'brand@kolify.test', phone: '+6281200000003', displayName: 'Nusa Glow Kosmetik' },
      { email: 'agency@kolify.test', phone: '+6281200000004', displayName: 'Jakarta Buzz Agency' },
      { email: 'individual@kolify.test', phone: '+6281200000005', displayName: 'Budi Santoso' },
    ],
    influencer: {
      firstName: 'Putri',
      lastName: 'Rahayu',
      address: { house: 'Jl. Kemang Raya No. 12', subDistrict: 'Bangka', district: 'Mampang Prapatan', regency: 'Kota Jakarta Selatan', province: 'DKI Jakarta', postcode: '12730' },
    },
    marketers: {
      // NPWP 15 digits with their Luhn check digit; the individual's is a NIK (16 digits).
      'brand@kolify.test': { contactName: 'Siti Rahmawati', companyName: 'PT Nusa Glow Kosmetik', taxId: '012345674012000', website: 'https://nusaglow.example' },
      'agency@kolify.test': { contactName: 'Daniel Carter', companyName: 'PT Jakarta Buzz Agency', taxId: '033456781015000', website: 'https://jakartabuzz.example' },
      'individual@kolify.test': { contactName: 'Budi Santoso', companyName: null, taxId: '3174011204950002', website: null },
    },
    marketerAddress: { line: 'Jl. Jend. Sudirman Kav. 52–53', subDistrict: 'Senayan', district: 'Kebayoran Baru', regency: 'Kota Jakarta Selatan', province: 'DKI Jakarta', postcode: '12190' },
    banks: {
      'influencer@kolify.test': { bankCode: 'ID014', accountNumber: '5271234567', accountName: 'Putri Rahayu' },
      'manager@kolify.test': { bankCode: 'ID008', accountNumber: '1230012345678', accountName: 'PT Nusantara Talent Studio' },
    },
    brands: {
      'Siam Glow Cosmetics': 'Nusa Glow Kosmetik',
      'Doi Brew Roasters': 'Kopi Gayo Roasters',
      'Thai EV Motors': 'Nusantara EV Motors',
      'Andaman Blue Resort': 'Raja Ampat Blue Resort',
      'KaoKlai Invest': 'Maju Invest',
      'Little Lotus Baby Care': 'Si Kecil Baby Care',
      'NextGen Gadget TH': 'NextGen Gadget ID',
      'FitThai Plant Protein': 'FitIndo Plant Protein',
      'Bangkok Art Market': 'Pasar Seni Jakarta',
      'Chao Phraya Sound Fest': 'Java Sound Fest',
    },
  },
  CO: {
    perThb: 120,
    people: [
      { email: 'influencer@kolify.test', phone: '+573001000001', displayName: 'Valentina Gómez' },
      { email: 'manager@kolify.test', phone: '+573001000002', displayName: 'Talento Andino Studio' },
      { email: 'brand@kolify.test', phone: '+573001000003', displayName: 'Andes Glow Cosméticos' },
      { email: 'agency@kolify.test', phone: '+573001000004', displayName: 'Bogotá Buzz Agency' },
      { email: 'individual@kolify.test', phone: '+573001000005', displayName: 'Andrés Martínez' },
    ],
    influencer: {
      firstName: 'Valentina',
      lastName: 'Gómez',
      address: { house: 'Carrera 43A # 1-50, El Poblado', subDistrict: '', district: 'Medellín', province: 'Antioquia', postcode: '050021' },
    },
    marketers: {
      // NIT with DIAN's check digit; the individual's NIT is their cédula with its digit.
      'brand@kolify.test': { contactName: 'Camila Restrepo', companyName: 'Andes Glow Cosméticos S.A.S.', taxId: '9001234568', website: 'https://andesglow.example' },
      'agency@kolify.test': { contactName: 'Daniel Carter', companyName: 'Bogotá Buzz Agency S.A.S.', taxId: '9012345677', website: 'https://bogotabuzz.example' },
      'individual@kolify.test': { contactName: 'Andrés Martínez', companyName: null, taxId: '10203040508', website: null },
    },
    marketerAddress: { line: 'Calle 93 # 11-26', district: 'Bogotá, D.C.', province: 'Bogotá, D.C.', postcode: '110221' },
    banks: {
      'influencer@kolify.test': { bankCode: 'CO007', accountNumber: '23456789012', accountName: 'Valentina Gómez' },
      'manager@kolify.test': { bankCode: 'CO051', accountNumber: '045600123456', accountName: 'Talento Andino Studio S.A.S.' },
    },
    brands: {
      'Siam Glow Cosmetics': 'Andes Glow Cosméticos',
      'Doi Brew Roasters': 'Café Sierra Nevada',
      'Thai EV Motors': 'Andina EV Motors',
      'Andaman Blue Resort': 'Caribe Azul Resort',
      'KaoKlai Invest': 'Progreso Invest',
      'Little Lotus Baby Care': 'Pequeño Loto Baby Care',
      'NextGen Gadget TH': 'NextGen Gadget CO',
      'FitThai Plant Protein': 'FitCol Plant Protein',
      'Bangkok Art Market': 'Mercado de Arte Bogotá',
      'Chao Phraya Sound Fest': 'Magdalena Sound Fest',
    },
  },
};

/** A demo amount written in THB minor units, in the country's minor units (round local figures). */
export function demoAmount(country: CountryCode, thbMinor: number): number {
  const demo = demoCountries[country];
  if (!demo) return thbMinor;
  // Whole local units, to two significant figures of the thousands: Rp 1.350.000, not Rp 1.351.350.
  const units = (thbMinor / 100) * demo.perThb;
  const step = units >= 100_000 ? 10_000 : 1_000;
  return Math.round(units / step) * step * 100;
}

/** SQL expression of `demoAmount` for a column holding THB minor units. */
const convertedSql = (column: unknown, country: CountryCode) => {
  const perThb = demoCountries[country]!.perThb;
  return sql`(round(${column}::numeric * ${perThb} / 100 / (case when ${column}::numeric * ${perThb} / 100 >= 100000 then 10000 else 1000 end)) * (case when ${column}::numeric * ${perThb} / 100 >= 100000 then 10000 else 1000 end) * 100)::bigint`;
};

export async function localizeDemo(db: Database, country: CountryCode = defaultCountry): Promise<void> {
  const demo = demoCountries[country];
  if (!demo) return;
  const currency = countryRules[country].currency;
  const emails = demo.people.map((person) => person.email);
  const rows = await db.select({ id: users.id, email: users.email }).from(users).where(inArray(users.email, [...emails, 'admin@kolify.test']));
  const idOf = (email: string) => rows.find((row) => row.email === email)?.id;
  await db.transaction(async (tx) => {
    for (const person of demo.people) {
      await tx.update(users).set({ phone: person.phone, displayName: person.displayName }).where(eq(users.email, person.email));
    }
    const influencerId = idOf('influencer@kolify.test');
    if (influencerId) {
      const { firstName, lastName, address } = demo.influencer;
      await tx
        .update(influencerProfiles)
        .set({ country, nationality: country, firstNameTh: firstName, lastNameTh: lastName, firstNameEn: firstName, lastNameEn: lastName, currentAddress: address as { house: string; subDistrict: string; district: string; province: string; postcode: string } })
        .where(eq(influencerProfiles.userId, influencerId));
    }
    const managerId = idOf('manager@kolify.test');
    if (managerId) await tx.update(influencerProfiles).set({ country, nationality: country }).where(eq(influencerProfiles.userId, managerId));
    for (const [email, profile] of Object.entries(demo.marketers)) {
      const id = idOf(email);
      if (id) await tx.update(marketerProfiles).set({ ...profile, country, address: demo.marketerAddress as { line: string; district: string; province: string; postcode: string } }).where(eq(marketerProfiles.userId, id));
    }
    for (const [email, bank] of Object.entries(demo.banks)) {
      const id = idOf(email);
      if (id) await tx.update(bankAccounts).set(bank).where(eq(bankAccounts.influencerId, id));
    }
    // Prices: only rows still in THB, so a restart converts nothing twice.
    await tx
      .update(packageOffers)
      .set({ currency, priceMinor: convertedSql(packageOffers.priceMinor, country) as never })
      .where(eq(packageOffers.currency, 'THB'));
    await tx
      .update(campaigns)
      .set({ currency, pricePerInfluencerMinor: convertedSql(campaigns.pricePerInfluencerMinor, country) as never })
      .where(eq(campaigns.currency, 'THB'));
    const brandId = idOf('brand@kolify.test');
    for (const [thai, local] of Object.entries(demo.brands)) {
      if (brandId) await tx.update(campaigns).set({ brandName: local }).where(and(eq(campaigns.marketerId, brandId), eq(campaigns.brandName, thai)));
    }
  });
}
