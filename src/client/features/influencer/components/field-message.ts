import { m } from '#common/paraglide/messages.js';

/** The stable error keys of the contracts (valibot messages, server field errors), translated. */
const messages: Record<string, () => string> = {
  email_invalid: () => m.influ_error_email_invalid(),
  email_taken: () => m.influ_error_email_taken(),
  phone_invalid: () => m.influ_error_phone_invalid(),
  phone_taken: () => m.influ_error_phone_taken(),
  password_too_short: () => m.influ_error_password_too_short(),
  password_too_long: () => m.influ_error_password_too_long(),
  password_too_common: () => m.influ_error_password_too_common(),
  password_incorrect: () => m.influ_error_password_incorrect(),
  password_required: () => m.influ_error_required(),
  consent_required: () => m.influ_error_consent_required(),
  country_invalid: () => m.influ_error_required(),
  country_required: () => m.influ_error_required(),
  nationality_invalid: () => m.influ_error_required(),
  nationality_required: () => m.influ_error_required(),
  referral_code_unknown: () => m.influ_error_referral_code_unknown(),
  referral_code_invalid: () => m.influ_error_referral_code_unknown(),
  birth_date_invalid: () => m.influ_error_birth_date_invalid(),
  birth_date_too_young: () => m.influ_error_birth_date_too_young(),
  postcode_invalid: () => m.influ_error_postcode_invalid(),
  interests_required: () => m.influ_error_interests_required(),
  shipping_address_required: () => m.influ_error_required(),
  file_too_large: () => m.influ_error_file_too_large(),
  file_type_not_allowed: () => m.influ_error_file_type(),
  file_required: () => m.influ_error_file_required(),
  verification_required: () => m.problem_verification_required(),
  profile_incomplete: () => m.influ_error_required(),
};

export function fieldMessage(key: string): string {
  const message = messages[key] ?? (key.endsWith('_required') ? messages.password_required : null);
  return message ? message() : m.problem_validation();
}
