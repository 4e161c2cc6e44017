import { boolean, date, index, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from './auth';

export interface PostalAddress {
  house: string;
  /** Thailand's tambon/khwaeng, Indonesia's kelurahan/desa; Colombia has none. */
  subDistrict?: string;
  district: string;
  /** Indonesia's kabupaten or kota (issue 30); other countries have none. */
  regency?: string;
  province: string;
  postcode: string;
}

/** PRODUCT.md "Influencer sign-up and profile": one row per influencer, created with the member. */
export const influencerProfiles = pgTable(
  'influencer_profiles',
  {
    userId: uuid('user_id')
      .primaryKey()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** Code others sign up with (?ref=…); unique, uppercase. */
    referralCode: text('referral_code').notNull().unique(),
    referrerId: uuid('referrer_id').references(() => users.id, { onDelete: 'set null' }),
    /** Set when the partner accepted the talent manager's consent (acceptConsent). */
    talentManagerId: uuid('talent_manager_id').references(() => users.id, { onDelete: 'set null' }),
    talentManagerConsentAt: timestamp('talent_manager_consent_at', { withTimezone: true }),
    consentAcceptedAt: timestamp('consent_accepted_at', { withTimezone: true }).notNull(),
    country: text('country').notNull(),
    nationality: text('nationality').notNull(),
    firstNameTh: text('first_name_th'),
    lastNameTh: text('last_name_th'),
    firstNameEn: text('first_name_en'),
    lastNameEn: text('last_name_en'),
    gender: text('gender', { enum: ['female', 'male', 'other', 'unspecified'] }),
    birthDate: date('birth_date', { mode: 'string' }),
    currentAddress: jsonb('current_address').$type<PostalAddress>(),
    shippingChoice: text('shipping_choice', { enum: ['same_as_current', 'another'] }),
    shippingAddress: jsonb('shipping_address').$type<PostalAddress>(),
    interests: jsonb('interests').$type<string[]>().notNull().default([]),
    imageUploadId: uuid('image_upload_id'),
    phoneVerifiedAt: timestamp('phone_verified_at', { withTimezone: true }),
    /** profile/ready: the sign-up profile was completed. */
    readyAt: timestamp('ready_at', { withTimezone: true }),
    notificationChannels: jsonb('notification_channels').$type<string[]>().notNull().default(['email']),
    notificationLanguage: text('notification_language', { enum: ['th', 'en'] }).notNull().default('th'),
    lineId: text('line_id'),
    /** Notices (toasts) the influencer has dismissed, by key. */
    toastsSeen: jsonb('toasts_seen').$type<string[]>().notNull().default([]),
    socialProvider: text('social_provider'),
    socialSubject: text('social_subject'),
    utm: jsonb('utm').$type<Record<string, string>>(),
    /** Account closed (PATCH account/deactivate): why, and the social sign-in it held, kept for the records after it was freed. */
    deactivationReason: text('deactivation_reason'),
    deactivationDetail: text('deactivation_detail'),
    deactivatedAt: timestamp('deactivated_at', { withTimezone: true }),
    formerSocial: jsonb('former_social').$type<{ provider: string; subject: string }>(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('influencer_profiles_referrer_idx').on(t.referrerId), index('influencer_profiles_social_idx').on(t.socialProvider, t.socialSubject)],
);


/**
 * OAuth 2.0 / OIDC sign-in in flight: the state (hashed), PKCE verifier and nonce, then the
 * identity the provider vouched for, handed to the sign-up wizard as a single-use ticket.
 */
export const socialLogins = pgTable('social_logins', {
  id: uuid('id').primaryKey().defaultRandom(),
  provider: text('provider').notNull(),
  stateHash: text('state_hash').notNull().unique(),
  codeVerifier: text('code_verifier').notNull(),
  nonce: text('nonce').notNull(),
  locale: text('locale', { enum: ['th', 'en'] }).notNull(),
  subject: text('subject'),
  email: text('email'),
  emailVerified: boolean('email_verified'),
  name: text('name'),
  ticketHash: text('ticket_hash').unique(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  usedAt: timestamp('used_at', { withTimezone: true }),
});
