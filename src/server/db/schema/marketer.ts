import { countries } from '#common/enums';
import { defaultCountry } from '#common/countries';
import { customType, integer, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from './auth';

const bytea = customType<{ data: Uint8Array; driverData: Uint8Array }>({ dataType: () => 'bytea' });

/**
 * A marketer's company profile, questionnaire and preferences (PRODUCT.md "Marketer sign-up
 * and profile"). One row per marketer user, created with the account; `signup_step` is where
 * sign-up stands, so a reload resumes there.
 */
export const marketerProfiles = pgTable('marketer_profiles', {
  userId: uuid('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  type: text('type', { enum: ['brand', 'agency', 'individual'] }).notNull(),
  contactName: text('contact_name').notNull(),
  /** Null for individuals. */
  companyName: text('company_name'),
  country: text('country', { enum: countries }).notNull().default(defaultCountry),
  /** Thailand: 13 digits with a valid check digit (checked in src/common/thai-tax-id.ts). */
  taxId: text('tax_id'),
  address: jsonb('address').$type<{ line: string; subDistrict?: string; district: string; regency?: string; province: string; postcode: string }>(),
  website: text('website'),
  industry: text('industry'),
  objective: text('objective'),
  budget: text('budget'),
  campaignStart: text('campaign_start'),
  /** Colombia only. */
  classification: text('classification'),
  taxRegimen: text('tax_regimen'),
  accountHolderType: text('account_holder_type'),
  notificationChannels: jsonb('notification_channels').$type<string[]>().notNull().default(['email']),
  notificationLanguage: text('notification_language', { enum: ['th', 'en'] }).notNull().default('th'),
  signupStep: text('signup_step', { enum: ['phone', 'questionnaire', 'profile', 'done'] }).notNull().default('phone'),
  phoneVerifiedAt: timestamp('phone_verified_at', { withTimezone: true }),
  /** Bumped on every new image so its URL changes (cache busting). */
  profileImageVersion: integer('profile_image_version').notNull().default(0),
  deactivationReason: text('deactivation_reason'),
  deactivationDetail: text('deactivation_detail'),
  deactivatedAt: timestamp('deactivated_at', { withTimezone: true }),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * Profile images kept in the database: servers stay stateless (DESIGN.md "Database") until a
 * storage provider exists; at most 4,096,000 bytes each (SPEC §5).
 */
export const marketerProfileImages = pgTable('marketer_profile_images', {
  userId: uuid('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  contentType: text('content_type').notNull(),
  bytes: bytea('bytes').notNull(),
  size: integer('size').notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});
