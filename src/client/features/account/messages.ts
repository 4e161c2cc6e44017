import { m } from '#common/paraglide/messages.js';
import { toProblem } from '#client/api/problem';
import { addressRulesOf } from '#common/countries';

/**
 * The stable field-error keys of the contracts (valibot messages, the server's `errors[].message`),
 * translated: one table for every role. Problem types (the answer as a whole) are in
 * `app/problem-message.ts`. Listed by name: a lookup by computed key (m[key]) would bring all of
 * Paraglide's messages into the page.
 */
const fieldMessages: Record<string, () => string> = {
  email_invalid: () => m.influ_error_email_invalid(),
  email_taken: () => m.influ_error_email_taken(),
  phone_invalid: () => m.influ_error_phone_invalid(),
  phone_taken: () => m.influ_error_phone_taken(),
  password_too_short: () => m.influ_error_password_too_short(),
  password_too_long: () => m.influ_error_password_too_long(),
  password_too_common: () => m.influ_error_password_too_common(),
  password_incorrect: () => m.influ_error_password_incorrect(),
  required: () => m.influ_error_required(),
  password_required: () => m.marketer_error_password_required(),
  consent_required: () => m.influ_error_consent_required(),
  country_invalid: () => m.marketer_error_country_invalid(),
  country_required: () => m.influ_error_required(),
  nationality_invalid: () => m.influ_error_required(),
  nationality_required: () => m.influ_error_required(),
  referral_code_unknown: () => m.influ_error_referral_code_unknown(),
  referral_code_invalid: () => m.influ_error_referral_code_unknown(),
  referral_self: () => m.invite_error_referral_self(),
  talent_manager_self: () => m.partner_error_self(),
  talent_manager_other: () => m.partner_error_other_manager(),
  birth_date_invalid: () => m.influ_error_birth_date_invalid(),
  birth_date_too_young: () => m.influ_error_birth_date_too_young(),
  postcode_invalid: () => m.influ_error_postcode_invalid({ digits: String(addressRulesOf().postcodeDigits) }),
  province_invalid: () => m.influ_error_province_invalid(),
  interests_required: () => m.influ_error_interests_required(),
  shipping_address_required: () => m.influ_error_required(),
  file_too_large: () => m.influ_error_file_too_large(),
  file_type_not_allowed: () => m.influ_error_file_type(),
  file_required: () => m.influ_error_file_required(),
  verification_required: () => m.problem_verification_required(),
  profile_incomplete: () => m.influ_error_required(),
  email_too_long: () => m.marketer_error_email_too_long(),
  phone_required: () => m.marketer_error_phone_required(),
  phone_or_email_required: () => m.marketer_error_phone_or_email_required(),
  password_mismatch: () => m.marketer_error_password_mismatch(),
  type_invalid: () => m.marketer_error_type_invalid(),
  company_name_required: () => m.marketer_error_company_name_required(),
  company_name_too_long: () => m.marketer_error_company_name_too_long(),
  contact_name_required: () => m.marketer_error_contact_name_required(),
  contact_name_too_long: () => m.marketer_error_contact_name_too_long(),
  website_invalid: () => m.marketer_error_website_invalid(),
  website_too_long: () => m.marketer_error_website_too_long(),
  objective_invalid: () => m.marketer_error_objective_invalid(),
  budget_invalid: () => m.marketer_error_budget_invalid(),
  campaign_start_invalid: () => m.marketer_error_campaign_start_invalid(),
  address_line_required: () => m.marketer_error_address_line_required(),
  address_line_too_long: () => m.marketer_error_address_line_too_long(),
  district_required: () => m.marketer_error_district_required(),
  district_too_long: () => m.marketer_error_district_too_long(),
  province_required: () => m.marketer_error_province_required(),
  province_too_long: () => m.marketer_error_province_too_long(),
  tax_id_required: () => m.marketer_error_tax_id_required(),
  tax_id_invalid: () => m.marketer_error_tax_id_invalid(),
  tax_id_too_long: () => m.marketer_error_tax_id_too_long(),
  industry_invalid: () => m.marketer_error_industry_invalid(),
  classification_required: () => m.marketer_error_classification_required(),
  classification_invalid: () => m.marketer_error_classification_invalid(),
  tax_regimen_required: () => m.marketer_error_tax_regimen_required(),
  tax_regimen_invalid: () => m.marketer_error_tax_regimen_invalid(),
  account_holder_type_required: () => m.marketer_error_account_holder_type_required(),
  account_holder_type_invalid: () => m.marketer_error_account_holder_type_invalid(),
  channels_required: () => m.marketer_error_channels_required(),
  channel_invalid: () => m.marketer_error_channel_invalid(),
  language_invalid: () => m.marketer_error_language_invalid(),
  reason_invalid: () => m.marketer_error_reason_invalid(),
  detail_required: () => m.marketer_error_detail_required(),
  detail_too_long: () => m.marketer_error_detail_too_long(),
  file_type_invalid: () => m.marketer_error_file_type_invalid(),
  otp_code_invalid: () => m.marketer_error_otp_code_invalid(),
  step_not_reached: () => m.marketer_error_step_not_reached(),
};

/** A field-error key, translated; an unknown `…_required` reads as "required", anything else as "check this field". */
export function fieldMessage(key: string): string {
  const message = Object.hasOwn(fieldMessages, key) ? fieldMessages[key] : key.endsWith('_required') ? fieldMessages.required : null;
  return message ? message() : m.problem_validation();
}

/** The field errors of a failed call (400/409), by field path, translated. */
export function fieldErrorsOf(error: unknown): Record<string, string> {
  return Object.fromEntries((toProblem(error).errors ?? []).map((item) => [item.path, fieldMessage(item.message)]));
}
