import * as v from 'valibot';
import {
  accountHolderTypes,
  countries,
  deleteReasons,
  locales,
  marketerClassifications,
  marketerTypes,
  notificationChannels,
  questionnaireBudgets,
  questionnaireObjectives,
  questionnaireStarts,
  taxRegimens,
  accountStatuses,
} from '../enums';
import { marketerIndustries, marketerOtpPurposes, marketerSignupSteps } from '../marketer';
import { countryRules, deploymentCountry, isValidTaxId, normalizeTaxId } from '../countries';
import { emailSchema, notificationChannelsSchema, passwordSchema, phoneSchema } from './auth';
import { otpCodeSchema } from './otp';
import { moneyDashboardSchema } from './money';

/** Marketer API (SPEC §7 "Marketer", "OTP and sign-up"). Error messages are locale keys. */

const requiredText = (max: number, key: string) => v.pipe(v.string(), v.trim(), v.minLength(1, `${key}_required`), v.maxLength(max, `${key}_too_long`));

export const contactNameSchema = requiredText(120, 'contact_name');
export const companyNameSchema = requiredText(160, 'company_name');
export const websiteSchema = v.pipe(
  v.string(),
  v.trim(),
  v.maxLength(300, 'website_too_long'),
  v.check((value) => value === '' || /^https?:\/\/[^\s/$.?#][^\s]*\.[^\s]{2,}$/i.test(value), 'website_invalid'),
);

// ---- sign-up: the account step --------------------------------------------------------

export const createEmailBody = v.pipe(
  v.object({
    type: v.picklist(marketerTypes, 'type_invalid'),
    email: emailSchema,
    password: passwordSchema,
    companyName: v.optional(v.pipe(v.string(), v.trim(), v.maxLength(160, 'company_name_too_long'))),
    contactName: contactNameSchema,
    locale: v.optional(v.picklist(locales), 'th'),
  }),
  v.forward(
    v.check((body) => body.type === 'individual' || Boolean(body.companyName), 'company_name_required'),
    ['companyName'],
  ),
);
export type CreateEmailBody = v.InferOutput<typeof createEmailBody>;

// ---- sign-up: later steps (update-marketer-profile) ----------------------------------

export const questionnaireSchema = v.object({
  objective: v.picklist(questionnaireObjectives, 'objective_invalid'),
  budget: v.picklist(questionnaireBudgets, 'budget_invalid'),
  campaignStart: v.picklist(questionnaireStarts, 'campaign_start_invalid'),
});
export type Questionnaire = v.InferOutput<typeof questionnaireSchema>;

export const addressSchema = v.object({
  line: requiredText(300, 'address_line'),
  district: requiredText(120, 'district'),
  province: requiredText(120, 'province'),
  postcode: v.pipe(v.string(), v.trim(), v.regex(/^[A-Za-z0-9 -]{3,10}$/, 'postcode_invalid')),
});
export type MarketerAddress = v.InferOutput<typeof addressSchema>;

/**
 * The company profile (signUpProfile and account screens). Thailand: tax id of 13 digits with
 * its check digit. Colombia only: classification, tax regimen and account-holder type, all
 * required there and dropped elsewhere.
 */
const profileFields = {
  contactName: contactNameSchema,
  companyName: v.optional(v.nullable(v.pipe(v.string(), v.trim(), v.maxLength(160, 'company_name_too_long')))),
  // Issue 30: the deployment's country unless given.
  country: v.optional(v.picklist(countries, 'country_invalid'), () => deploymentCountry()),
  taxId: v.pipe(v.string(), v.trim(), v.minLength(1, 'tax_id_required'), v.maxLength(30, 'tax_id_too_long')),
  address: addressSchema,
  website: v.optional(websiteSchema, ''),
  industry: v.picklist(marketerIndustries, 'industry_invalid'),
  classification: v.optional(v.nullable(v.picklist(marketerClassifications, 'classification_invalid'))),
  taxRegimen: v.optional(v.nullable(v.picklist(taxRegimens, 'tax_regimen_invalid'))),
  accountHolderType: v.optional(v.nullable(v.picklist(accountHolderTypes, 'account_holder_type_invalid'))),
};

interface ProfileLike {
  country: string;
  taxId: string;
  classification?: string | null;
  taxRegimen?: string | null;
  accountHolderType?: string | null;
}

const isCountry = (value: string): value is (typeof countries)[number] => (countries as readonly string[]).includes(value);

type RawContext = { dataset: { value: unknown; typed: boolean }; addIssue: (info: { message: string; path?: never }) => void };
/** The rules across fields: Thai checksum, and the Colombian fields required only for CO. */
function checkProfileRules({ dataset, addIssue }: RawContext) {
  if (!dataset.typed) return;
  const body = dataset.value as ProfileLike & { step?: string };
  if (body.step !== undefined && body.step !== 'profile') return;
  const at = (key: string, message: string) =>
    addIssue({ message, path: [{ type: 'object', origin: 'value', input: body, key, value: (body as unknown as Record<string, unknown>)[key] }] as never });
  // Issue 30: each country's tax identifier and its check (Thai id, NPWP, NIT with its check digit).
  if (isCountry(body.country) && !isValidTaxId(body.country, body.taxId)) at('taxId', 'tax_id_invalid');
  if (isCountry(body.country) && countryRules[body.country].taxProfileFields) {
    if (!body.classification) at('classification', 'classification_required');
    if (!body.taxRegimen) at('taxRegimen', 'tax_regimen_required');
    if (!body.accountHolderType) at('accountHolderType', 'account_holder_type_required');
  }
}

function normalizeProfile<T extends ProfileLike & { step?: string }>(body: T): T {
  if (body.step !== undefined && body.step !== 'profile') return body;
  return {
    ...body,
    taxId: isCountry(body.country) ? normalizeTaxId(body.country, body.taxId) : body.taxId,
    // Colombian fields mean nothing elsewhere.
    ...(isCountry(body.country) && countryRules[body.country].taxProfileFields ? {} : { classification: null, taxRegimen: null, accountHolderType: null }),
  };
}

const profileObject = v.object(profileFields);
export const profileBody = v.pipe(profileObject, v.rawCheck<v.InferOutput<typeof profileObject>>(checkProfileRules as never), v.transform(normalizeProfile));
export type ProfileBody = v.InferOutput<typeof profileBody>;

const stepsVariant = v.variant('step', [
  v.object({ step: v.literal('phone'), phone: phoneSchema, verificationToken: v.pipe(v.string(), v.minLength(1, 'verification_required'), v.maxLength(200)) }),
  v.object({ step: v.literal('questionnaire'), ...questionnaireSchema.entries }),
  v.object({ step: v.literal('profile'), ...profileFields }),
]);
/** POST /api/marketers/update-marketer-profile: one sign-up step after the account exists. */
export const updateMarketerProfileBody = v.pipe(stepsVariant, v.rawCheck<v.InferOutput<typeof stepsVariant>>(checkProfileRules as never), v.transform((body) => (body.step === 'profile' ? normalizeProfile(body) : body)));
export type UpdateMarketerProfileBody = v.InferOutput<typeof updateMarketerProfileBody>;

const patchObject = v.object({ ...profileFields, questionnaire: v.optional(questionnaireSchema) });
/** PATCH /sv_marketer_profile/: the profile fields and the questionnaire answers. */
export const patchProfileBody = v.pipe(patchObject, v.rawCheck<v.InferOutput<typeof patchObject>>(checkProfileRules as never), v.transform(normalizeProfile));
export type PatchProfileBody = v.InferOutput<typeof patchProfileBody>;

// ---- the profile as the API answers it ------------------------------------------------

export const marketerProfileSchema = v.object({
  uuid: v.string(),
  email: v.string(),
  phone: v.nullable(v.string()),
  phoneVerified: v.boolean(),
  type: v.picklist(marketerTypes),
  status: v.picklist(accountStatuses),
  locale: v.picklist(locales),
  contactName: v.string(),
  companyName: v.nullable(v.string()),
  country: v.picklist(countries),
  taxId: v.nullable(v.string()),
  address: v.nullable(addressSchema),
  website: v.nullable(v.string()),
  industry: v.nullable(v.picklist(marketerIndustries)),
  questionnaire: v.nullable(questionnaireSchema),
  classification: v.nullable(v.picklist(marketerClassifications)),
  taxRegimen: v.nullable(v.picklist(taxRegimens)),
  accountHolderType: v.nullable(v.picklist(accountHolderTypes)),
  notification: v.object({ channels: v.array(v.picklist(notificationChannels)), language: v.picklist(locales) }),
  profileImageUrl: v.nullable(v.string()),
  signupStep: v.picklist(marketerSignupSteps),
  createdAt: v.string(),
});
export type MarketerProfile = v.InferOutput<typeof marketerProfileSchema>;

// ---- codes, passwords, contact changes ------------------------------------------------

const otpPurpose = v.optional(v.picklist(marketerOtpPurposes, 'purpose_invalid'), 'signup');
/** POST /api/notification/marketer/requestOtp: SMS by default; e-mail for reset and e-mail change. */
export const marketerOtpRequestBody = v.pipe(
  v.object({ phone: v.optional(phoneSchema), email: v.optional(emailSchema), purpose: otpPurpose, locale: v.optional(v.picklist(locales)) }),
  v.check((body) => Boolean(body.phone) !== Boolean(body.email), 'phone_or_email_required'),
  v.forward(
    v.check((body) => (body.purpose === 'signup' || body.purpose === 'change_phone' ? Boolean(body.phone) : body.purpose === 'change_email' ? Boolean(body.email) : true), 'phone_required'),
    ['phone'],
  ),
);
export type MarketerOtpRequestBody = v.InferOutput<typeof marketerOtpRequestBody>;
export const marketerOtpVerifyBody = v.pipe(
  v.object({ phone: v.optional(phoneSchema), email: v.optional(emailSchema), code: otpCodeSchema, purpose: otpPurpose }),
  v.check((body) => Boolean(body.phone) !== Boolean(body.email), 'phone_or_email_required'),
);
export type MarketerOtpVerifyBody = v.InferOutput<typeof marketerOtpVerifyBody>;
// In './otp': password recovery reads it without this module (decision 012).
export { marketerOtpVerifyResponse, type MarketerOtpVerifyResponse } from './otp';

const tokenSchema = v.pipe(v.string(), v.minLength(1, 'verification_required'), v.maxLength(200));
export const resetPasswordBody = v.pipe(
  v.object({ phone: v.optional(phoneSchema), email: v.optional(emailSchema), verificationToken: tokenSchema, newPassword: passwordSchema }),
  v.check((body) => Boolean(body.phone) !== Boolean(body.email), 'phone_or_email_required'),
);
export const changePasswordBody = v.object({ currentPassword: v.pipe(v.string(), v.minLength(1, 'password_required'), v.maxLength(128)), newPassword: passwordSchema });
export const changeEmailBody = v.object({ email: emailSchema, currentPassword: v.pipe(v.string(), v.minLength(1, 'password_required'), v.maxLength(128)), verificationToken: tokenSchema });
export const changePhoneBody = v.object({ phone: phoneSchema, currentPassword: v.pipe(v.string(), v.minLength(1, 'password_required'), v.maxLength(128)), verificationToken: tokenSchema });

// ---- notification, deactivation, dashboard ---------------------------------------------

export const notificationBody = v.object({
  channels: notificationChannelsSchema,
  language: v.picklist(locales, 'language_invalid'),
});
export type NotificationBody = v.InferOutput<typeof notificationBody>;

/**
 * What stops a marketer leaving, computed from what exists (campaigns and their jobs). SPEC §8 names
 * has_working_job and has_new_job; has_open_campaign is the marketer's own case (a published
 * campaign would stay on the job board without anyone behind it). Balances join when money exists.
 */
export const marketerDeactivationBlockers = ['has_open_campaign', 'has_working_job', 'has_new_job'] as const;
export type MarketerDeactivationBlocker = (typeof marketerDeactivationBlockers)[number];
export const deactivationCheckSchema = v.object({
  canDeactivate: v.boolean(),
  blockers: v.array(v.picklist(marketerDeactivationBlockers)),
  reasons: v.array(v.picklist(deleteReasons)),
});
export type DeactivationCheck = v.InferOutput<typeof deactivationCheckSchema>;
export const deactivateBody = v.pipe(
  v.object({ reason: v.picklist(deleteReasons, 'reason_invalid'), detail: v.optional(v.pipe(v.string(), v.trim(), v.maxLength(500, 'detail_too_long'))) }),
  v.forward(
    v.check((body) => body.reason !== 'other' || Boolean(body.detail), 'detail_required'),
    ['detail'],
  ),
);
export type DeactivateBody = v.InferOutput<typeof deactivateBody>;

export const dashboardStepKeys = ['phone', 'questionnaire', 'profile', 'profile_image'] as const;
export const marketerDashboardSchema = v.object({
  displayName: v.string(),
  type: v.picklist(marketerTypes),
  /** 0–100, from the steps below. */
  completeness: v.number(),
  steps: v.array(v.object({ key: v.picklist(dashboardStepKeys), done: v.boolean() })),
  signupStep: v.picklist(marketerSignupSteps),
  credit: v.object({ balance: v.number(), currency: v.string(), expiringSoon: v.number() }),
  /** Credit, packages and spend by month (issue 11). */
  money: moneyDashboardSchema,
});
export type MarketerDashboard = v.InferOutput<typeof marketerDashboardSchema>;

export const uploadImageResponse = v.object({ profileImageUrl: v.string() });
export const createEmailResponse = v.object({ uuid: v.string(), scope: v.literal('marketer_logged_in'), signupStep: v.picklist(marketerSignupSteps) });
