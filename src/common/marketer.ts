// Marketer-only values (PRODUCT.md "Marketer sign-up and profile") shared by client, server and machines.
import type { MarketerType } from './enums';

/** Industries offered on the profile (PRODUCT.md names the field; the list is ours). */
export const marketerIndustries = [
  'beauty',
  'fashion',
  'food_beverage',
  'health',
  'technology',
  'travel',
  'finance',
  'automotive',
  'education',
  'entertainment',
  'retail',
  'other',
] as const;
export type MarketerIndustry = (typeof marketerIndustries)[number];

/** Where a marketer stands in sign-up; the server keeps it so a reload resumes there. */
export const marketerSignupSteps = ['phone', 'questionnaire', 'profile', 'done'] as const;
export type MarketerSignupStep = (typeof marketerSignupSteps)[number];

/** Individuals have no company name (PRODUCT.md). */
export const needsCompanyName = (type: MarketerType | null | undefined) => type === 'brand' || type === 'agency';

/** One-time-code purposes of the marketer flows (a code for one never verifies another). */
export const marketerOtpPurposes = ['signup', 'reset_password', 'change_phone', 'change_email'] as const;
export type MarketerOtpPurpose = (typeof marketerOtpPurposes)[number];
