import * as v from 'valibot';
import { emailSchema, passwordSchema, notificationChannelsSchema, phoneSchema, sessionUserSchema } from './auth';
import { otpCodeSchema } from './otp';
import { addressChoices, interestCategories, notificationChannels } from '../enums';
import { addressRulesOf, deploymentCountry, isPostcodeOf } from '../countries';
import { isProvinceOf } from '../country-provinces';
import { placeCodes } from '../places';
import { channelSchema } from './channels';
import { ageOn } from '../dates';
import { placeOption, signupSteps } from './influencer-signup';

// What the sign-up, the one-time codes and password recovery read (the public forms) is in
// './influencer-signup': those pages load that small module, not this one (decision 012).
export * from './influencer-signup';

/** Contracts of the influencer sign-up, one-time codes and profile (issue 4). */

const localeSchema = v.picklist(['th', 'en'], 'locale_invalid');
const placeSchema = (message: string) => v.picklist(placeCodes, message);
export const referralCodeSchema = v.pipe(v.string(), v.trim(), v.toUpperCase(), v.regex(/^[A-Z0-9]{4,16}$/, 'referral_code_invalid'));

// ---------- sign-up ----------

/** POST influSignup/signup: checks one step of the wizard and records progress in the step cookie. */
export const signupStepBody = v.object({
  step: v.picklist(signupSteps, 'step_invalid'),
  route: v.optional(v.picklist(['email', 'social']), 'email'),
  consent: v.optional(v.boolean()),
  country: v.optional(placeSchema('country_invalid')),
  nationality: v.optional(placeSchema('nationality_invalid')),
  email: v.optional(emailSchema),
  referralCode: v.optional(v.union([v.literal(''), referralCodeSchema])),
});
export type SignupStepBody = v.InferOutput<typeof signupStepBody>;

export const createMemberBody = v.object({
  consent: v.literal(true, 'consent_required'),
  country: placeSchema('country_invalid'),
  nationality: placeSchema('nationality_invalid'),
  email: emailSchema,
  /** Proof of the sign-up e-mail code (verifyEmailOtpSignUp), or a social ticket whose provider vouched for this e-mail. */
  verificationToken: v.optional(v.pipe(v.string(), v.maxLength(200))),
  socialTicket: v.optional(v.pipe(v.string(), v.maxLength(200))),
  password: passwordSchema,
  referralCode: v.optional(v.union([v.literal(''), referralCodeSchema])),
  locale: v.optional(localeSchema, 'th'),
});
export type CreateMemberBody = v.InferOutput<typeof createMemberBody>;

// ---------- one-time codes (/api/notification) ----------

/** `deactivate`: a signed-in member's own address, to confirm closing the account (social sign-in members). */
export const emailOtpPurposes = ['signup', 'reset_password', 'change_email', 'deactivate'] as const;
export const phoneOtpPurposes = ['verify_phone', 'change_phone'] as const;

export const requestEmailOtpBody = v.object({
  email: emailSchema,
  locale: v.optional(localeSchema),
  purpose: v.optional(v.picklist(emailOtpPurposes, 'purpose_invalid'), 'signup'),
});
export const verifyEmailOtpSignUpBody = v.object({ email: emailSchema, code: otpCodeSchema });
export const verifyEmailOtpBody = v.object({
  email: emailSchema,
  code: otpCodeSchema,
  purpose: v.picklist(['reset_password', 'change_email'], 'purpose_invalid'),
  /** change_email: re-authentication with the current password. */
  currentPassword: v.optional(v.pipe(v.string(), v.maxLength(128))),
});
export const requestPhoneOtpBody = v.object({
  phone: phoneSchema,
  locale: v.optional(localeSchema),
  purpose: v.optional(v.picklist(phoneOtpPurposes, 'purpose_invalid'), 'verify_phone'),
});
export const verifyPhoneOtpBody = v.object({
  phone: phoneSchema,
  code: otpCodeSchema,
  purpose: v.optional(v.picklist(phoneOtpPurposes, 'purpose_invalid'), 'verify_phone'),
  currentPassword: v.optional(v.pipe(v.string(), v.maxLength(128))),
});

// ---------- passwords ----------

export const changePasswordBody = v.object({ currentPassword: v.pipe(v.string(), v.minLength(1, 'password_required'), v.maxLength(128)), newPassword: passwordSchema });
export const changePasswordByEmailBody = v.object({ email: emailSchema, verificationToken: v.pipe(v.string(), v.minLength(1), v.maxLength(200)), newPassword: passwordSchema });

// ---------- profile ----------

const text = (max: number, message: string) => v.pipe(v.string(), v.trim(), v.minLength(1, message), v.maxLength(max, `${message.replace(/_required$/, '')}_too_long`));
const optionalText = (max: number) => v.optional(v.nullable(v.pipe(v.string(), v.trim(), v.maxLength(max, 'too_long'))));
const optionalLine = v.optional(v.pipe(v.string(), v.trim(), v.maxLength(100, 'too_long')));
const addressObject = v.object({
  house: text(200, 'house_required'),
  subDistrict: optionalLine,
  district: text(100, 'district_required'),
  regency: optionalLine,
  province: v.pipe(text(100, 'province_required'), v.check((value: string) => isProvinceOf(deploymentCountry(), value), 'province_invalid')),
  postcode: v.pipe(v.string(), v.trim(), v.check((value: string) => isPostcodeOf(deploymentCountry(), value), 'postcode_invalid')),
});
type AddressObject = v.InferOutput<typeof addressObject>;
const lineRequired = (field: 'subDistrict' | 'regency', message: string) =>
  v.forward(
    v.check((address: AddressObject) => !addressRulesOf(deploymentCountry()).fields.includes(field) || Boolean(address[field]), message),
    [field],
  );
/**
 * An address in the deployment's country (issue 30): its lines (Indonesia adds the kabupaten/kota,
 * Colombia has no sub-district), one of its first-level regions and its postcode's length (5
 * digits in Thailand and Indonesia, 6 in Colombia). Read when a body is checked, so the server and
 * the SPA, each set to the deployment's country once, check the same rules.
 */
export const postalAddressSchema = v.pipe(
  addressObject,
  lineRequired('subDistrict', 'sub_district_required'),
  lineRequired('regency', 'regency_required'),
);
export type PostalAddressInput = v.InferOutput<typeof postalAddressSchema>;

export const minimumAge = 13;
/** PRODUCT.md: 13 or older; YYYY-MM-DD (Gregorian), not in the future, not before 1900. */
export const birthDateSchema = v.pipe(
  v.string(),
  v.regex(/^\d{4}-\d{2}-\d{2}$/, 'birth_date_invalid'),
  v.check((value) => ageOn(value) !== null && value >= '1900-01-01', 'birth_date_invalid'),
  v.check((value) => (ageOn(value) ?? -1) >= minimumAge, 'birth_date_too_young'),
);
export const genders = ['female', 'male', 'other', 'unspecified'] as const;

const generalFields = {
  firstNameTh: optionalText(100),
  lastNameTh: optionalText(100),
  firstNameEn: text(100, 'first_name_required'),
  lastNameEn: text(100, 'last_name_required'),
  displayName: text(60, 'display_name_required'),
  gender: v.picklist(genders, 'gender_invalid'),
  birthDate: birthDateSchema,
  nationality: placeSchema('nationality_invalid'),
  country: placeSchema('country_invalid'),
  currentAddress: postalAddressSchema,
  shippingChoice: v.picklist(addressChoices, 'shipping_choice_invalid'),
  shippingAddress: v.optional(v.nullable(postalAddressSchema)),
  interests: v.pipe(v.array(v.picklist(interestCategories, 'interest_invalid')), v.minLength(1, 'interests_required'), v.maxLength(12)),
};
const shippingNeedsAddress = <T extends { shippingChoice?: string; shippingAddress?: unknown }>(body: T) => body.shippingChoice !== 'another' || Boolean(body.shippingAddress);

/** POST profile/createProfile/{id}: the whole sign-up profile at once. */
export const createProfileBody = v.pipe(
  v.object(generalFields),
  v.forward(v.check(shippingNeedsAddress, 'shipping_address_required'), ['shippingAddress']),
);
export type CreateProfileBody = v.InferOutput<typeof createProfileBody>;

/** PATCH profile/general/{id}: any subset of the fields. */
export const patchGeneralBody = v.pipe(
  v.partial(v.object(generalFields)),
  v.forward(v.check(shippingNeedsAddress, 'shipping_address_required'), ['shippingAddress']),
);
export type PatchGeneralBody = v.InferOutput<typeof patchGeneralBody>;

export const profileGeneralResponse = v.object({
  uuid: v.string(),
  email: v.string(),
  phone: v.nullable(v.string()),
  phoneVerified: v.boolean(),
  firstNameTh: v.nullable(v.string()),
  lastNameTh: v.nullable(v.string()),
  firstNameEn: v.nullable(v.string()),
  lastNameEn: v.nullable(v.string()),
  displayName: v.string(),
  gender: v.nullable(v.string()),
  birthDate: v.nullable(v.string()),
  nationality: v.string(),
  country: v.string(),
  currentAddress: v.nullable(v.any()),
  shippingChoice: v.nullable(v.string()),
  shippingAddress: v.nullable(v.any()),
  interests: v.array(v.string()),
  imageUrl: v.nullable(v.string()),
  referralCode: v.string(),
  ready: v.boolean(),
});
export type ProfileGeneralResponse = v.InferOutput<typeof profileGeneralResponse>;

export const prefsBody = v.object({
  notificationChannels: notificationChannelsSchema,
  notificationLanguage: localeSchema,
  lineId: v.optional(v.nullable(v.pipe(v.string(), v.trim(), v.maxLength(50, 'line_id_too_long')))),
});
export const patchPrefsBody = v.partial(prefsBody);
export const prefsResponse = v.object({
  notificationChannels: v.array(v.picklist(notificationChannels)),
  notificationLanguage: localeSchema,
  lineId: v.nullable(v.string()),
});
export type PrefsResponse = v.InferOutput<typeof prefsResponse>;

export const profileSteps = ['profile', 'phone', 'image', 'interests', 'shipping'] as const;
export const accountResponse = v.object({
  user: sessionUserSchema,
  phone: v.nullable(v.string()),
  phoneVerified: v.boolean(),
  imageUrl: v.nullable(v.string()),
  referralCode: v.string(),
  ready: v.boolean(),
  /** The talent manager whose partner consent the influencer accepted (and can withdraw). */
  talentManager: v.nullable(v.object({ displayName: v.string(), consentAt: v.string() })),
  /** 0–100: share of the profile parts done (dashboard). */
  completeness: v.number(),
  missing: v.array(v.picklist(profileSteps)),
  toastsSeen: v.array(v.string()),
  createdAt: v.string(),
  /** Issue 10: connected channels (not disconnected), filtered by `channel` (a type) when given. */
  channels: v.array(channelSchema),
});
export type AccountResponse = v.InferOutput<typeof accountResponse>;

export const memberCountryResponse = v.object({ country: v.string(), nationality: v.string(), isThai: v.boolean() });
export const uploadResponse = v.object({ id: v.string(), url: v.string(), mime: v.string(), bytes: v.number() });
export type UploadResponse = v.InferOutput<typeof uploadResponse>;
export const toastBody = v.object({ key: v.pipe(v.string(), v.regex(/^[a-z0-9_.-]{1,64}$/, 'toast_invalid')) });
export const consentBody = v.object({ code: referralCodeSchema });
/** PATCH profile/ready: the profile is complete (otherwise 400 naming what is missing). */
export const profileReadyResponse = v.object({ ready: v.boolean() });
export const consentAcceptedResponse = v.object({ manager: v.object({ displayName: v.string() }) });
export const toastResponse = v.object({ toastsSeen: v.array(v.string()) });
export const withdrawConsentResponse = v.object({ withdrawn: v.literal(true), manager: v.object({ displayName: v.string() }) });
export type WithdrawConsentResponse = v.InferOutput<typeof withdrawConsentResponse>;
export const placesResponse = v.object({ items: v.array(placeOption) });
