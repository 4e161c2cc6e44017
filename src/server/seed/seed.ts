import { thailand } from '#common/countries';
import type { Storage } from '../providers/storage';
import { eq, inArray, sql } from 'drizzle-orm';
import type { Database } from '../db/client';
import { influencerProfiles, marketerProfiles, users } from '../db/schema/index';
import { hashPassword } from '../services/password';
import { seedContent } from './seed-content';
import { seedChannels } from './seed-channels';
import { seedBankAccounts } from './seed-bank';
import { seedApplicants } from './seed-applicants';

/** README: every demo account has this password. Never seeded in production. */
export const demoPassword = 'Kolify-demo-2026';

export const demoUsers = [
  { email: 'influencer@kolify.test', phone: '+66810000001', role: 'influencer', displayName: 'Ploy Srisuk', locale: 'th', isTalentManager: false, marketerType: null },
  { email: 'manager@kolify.test', phone: '+66810000002', role: 'influencer', displayName: 'Nat Talent Studio', locale: 'th', isTalentManager: true, marketerType: null },
  { email: 'brand@kolify.test', phone: '+66810000003', role: 'marketer', displayName: 'Siam Glow Cosmetics', locale: 'th', isTalentManager: false, marketerType: 'brand' },
  { email: 'agency@kolify.test', phone: '+66810000004', role: 'marketer', displayName: 'Bangkok Buzz Agency', locale: 'en', isTalentManager: false, marketerType: 'agency' },
  { email: 'individual@kolify.test', phone: '+66810000005', role: 'marketer', displayName: 'Korn Chaiyaporn', locale: 'th', isTalentManager: false, marketerType: 'individual' },
  { email: 'admin@kolify.test', phone: null, role: 'admin', displayName: 'Kolify Staff', locale: 'en', isTalentManager: false, marketerType: null },
  // Issue 15: a support staff member (queues and users; no money, no configuration).
  { email: 'support@kolify.test', phone: null, role: 'support', displayName: 'Kolify Support', locale: 'th', isTalentManager: false, marketerType: null },
] as const;

/** Issue 4: demo influencers' profiles and referral codes (idempotent). */
const demoInfluencerProfiles = {
  'influencer@kolify.test': {
    referralCode: 'PLOY2026',
    firstNameTh: 'พลอย',
    lastNameTh: 'ศรีสุข',
    firstNameEn: 'Ploy',
    lastNameEn: 'Srisuk',
    gender: 'female' as const,
    birthDate: '1998-04-12',
    currentAddress: { house: '99/12 Sukhumvit 31', subDistrict: 'Khlong Toei Nuea', district: 'Watthana', province: 'Bangkok', postcode: '10110' },
    shippingChoice: 'same_as_current' as const,
    interests: ['INTEREST_WOMEN', 'INTEREST_LIFESTYLE', 'INTEREST_FOOD'],
    phoneVerifiedAt: new Date('2026-01-05T03:00:00Z'),
    readyAt: new Date('2026-01-05T03:00:00Z'),
    notificationChannels: ['email', 'line'],
  },
  'manager@kolify.test': { referralCode: 'NATTM001', notificationChannels: ['email'] },
} as const;

async function seedInfluencerProfiles(db: Database): Promise<void> {
  for (const [email, profile] of Object.entries(demoInfluencerProfiles)) {
    const [user] = await db.select({ id: users.id }).from(users).where(eq(users.email, email)).limit(1);
    if (!user) continue;
    await db
      .insert(influencerProfiles)
      .values({ userId: user.id, country: thailand, nationality: thailand, consentAcceptedAt: new Date('2026-01-05T03:00:00Z'), notificationLanguage: 'th', ...profile, interests: [...('interests' in profile ? profile.interests : [])], notificationChannels: [...profile.notificationChannels] })
      .onConflictDoNothing();
  }
}

/**
 * Idempotent: accounts that exist are left as they are. Users and profiles are written directly
 * (decision 056): the sign-up services need an SMS or e-mail code per step and hash each password
 * (scrypt); the demo hashes one password once and starts every account finished (signup_step done).
 */
export async function seedDemo(db: Database, passwordHashCost: number, options: { storage?: Storage; now?: Date } = {}): Promise<void> {
  // Every demo date (publish days, apply-by, code expiry, bank reviews) is relative to one clock:
  // the caller's (a test's moved clock), else the wall's at start (issue 26, decision 037).
  const now = options.now ?? new Date();
  await seedDemoUsers(db, passwordHashCost);
  await seedInfluencerProfiles(db);
  await seedDemoMarketerProfiles(db);
  // Issue 3: public content in Thai and English (needs the demo brand and staff accounts).
  await seedContent(db, { ...options, now });
  // Issue 10: demo channels (so jobs can match) and privilege codes.
  await seedChannels(db, now);
  // Issue 32: the demo creators have applied to the campaigns on the job board.
  await seedApplicants(db, now);
  // Issue 13: the demo influencer's approved bank account; the talent manager's waits for review.
  await seedBankAccounts(db, { ...options, now });
}

async function seedDemoUsers(db: Database, passwordHashCost: number): Promise<void> {
  const [existing] = await db.select({ count: sql<number>`count(*)::int` }).from(users);
  if ((existing?.count ?? 0) >= demoUsers.length) return;
  const passwordHash = await hashPassword(demoPassword, passwordHashCost);
  await db.transaction(async (tx) => {
    for (const user of demoUsers) {
      await tx
        .insert(users)
        .values({ ...user, passwordHash })
        .onConflictDoNothing({ target: users.email });
    }
  });
}

/** Issue 5: the demo marketers have finished sign-up (questionnaire and company profile filled in). */
const demoMarketerProfiles = {
  'brand@kolify.test': { type: 'brand', contactName: 'Siriporn Wongsa', companyName: 'Siam Glow Cosmetics', taxId: '0994000165668', industry: 'beauty', website: 'https://siamglow.example', objective: 'awareness', budget: '50000-100000', campaignStart: '1-3_months', notificationLanguage: 'th' },
  'agency@kolify.test': { type: 'agency', contactName: 'Daniel Carter', companyName: 'Bangkok Buzz Agency', taxId: '0105558123451', industry: 'entertainment', website: 'https://bangkokbuzz.example', objective: 'engagement', budget: '100000-250000', campaignStart: '3-6_months', notificationLanguage: 'en' },
  'individual@kolify.test': { type: 'individual', contactName: 'Korn Chaiyaporn', companyName: null, taxId: '1101700207030', industry: 'food_beverage', website: null, objective: 'coupon_code', budget: '10000-30000', campaignStart: 'no_start_date', notificationLanguage: 'th' },
} as const;

async function seedDemoMarketerProfiles(db: Database): Promise<void> {
  const rows = await db.select({ id: users.id, email: users.email }).from(users).where(inArray(users.email, Object.keys(demoMarketerProfiles)));
  for (const row of rows) {
    const profile = demoMarketerProfiles[row.email as keyof typeof demoMarketerProfiles];
    await db
      .insert(marketerProfiles)
      .values({
        userId: row.id,
        ...profile,
        country: thailand,
        address: { line: '999 Rama I Road', district: 'Pathum Wan', province: 'Bangkok', postcode: '10330' },
        notificationChannels: ['email', 'sms'],
        signupStep: 'done',
        phoneVerifiedAt: new Date('2026-01-15T03:00:00Z'),
      })
      .onConflictDoNothing({ target: marketerProfiles.userId });
  }
}
