import type { Locale } from '#common/enums';
import { currencyLabel, formatMoney } from '#common/money';
import { getLocale } from '#common/paraglide/runtime.js';
import { m } from '#common/paraglide/messages.js';

/**
 * A platform setting in the unit people think in (issue 32): the key's suffix says what the stored
 * integer is — `…Minor` money in minor units, `…Ms` a duration in milliseconds, `…Bp` basis points.
 * Stored values stay as they are; only what staff read changes.
 */
export type ConfigUnit = 'money' | 'duration' | 'days' | 'percent' | 'number';

export function configUnit(key: string): ConfigUnit {
  if (key.endsWith('Minor')) return 'money';
  if (key.endsWith('Ms')) return 'duration';
  // Whole days (credit.validDays, channel.postWindowDays): typed and shown in days, never hours.
  if (key.endsWith('Days')) return 'days';
  if (key.endsWith('Bp')) return 'percent';
  return 'number';
}

const intlLocale = (lang: Locale) => (lang === 'th' ? 'th-TH' : 'en-US');

const durationUnits = [
  { unit: 'day', ms: 86_400_000 },
  { unit: 'hour', ms: 3_600_000 },
  { unit: 'minute', ms: 60_000 },
  { unit: 'second', ms: 1_000 },
] as const;

/** Milliseconds in the largest whole unit: 604800000 → "7 days" / "7 วัน". */
export function formatDuration(ms: number, lang: Locale): string {
  const { unit, ms: size } = durationUnits.find((candidate) => ms % candidate.ms === 0 && ms >= candidate.ms) ?? { unit: 'second', ms: 1_000 };
  return new Intl.NumberFormat(intlLocale(lang), { style: 'unit', unit, unitDisplay: 'long', maximumFractionDigits: 3 }).format(ms / size);
}

export function formatConfigValue(key: string, value: unknown, lang: Locale): string {
  if (typeof value !== 'number') return String(value);
  switch (configUnit(key)) {
    case 'money':
      return formatMoney(value, { decimals: 2 });
    case 'duration':
      return formatDuration(value, lang);
    case 'days':
      return new Intl.NumberFormat(intlLocale(lang), { style: 'unit', unit: 'day', unitDisplay: 'long' }).format(value);
    case 'percent':
      return `${new Intl.NumberFormat(intlLocale(lang), { maximumFractionDigits: 2 }).format(value / 100)} %`;
    default:
      return new Intl.NumberFormat(intlLocale(lang)).format(value);
  }
}

/** How staff type a setting: in baht, percent or the duration's largest whole unit; stored × factor. */
/** The unit's word as Intl writes it after a number: "days" / "วัน". */
const unitWord = (unit: string, lang: Locale) =>
  new Intl.NumberFormat(intlLocale(lang), { style: 'unit', unit, unitDisplay: 'long' })
    .formatToParts(2)
    .filter((part) => part.type === 'unit')
    .map((part) => part.value)
    .join('')
    .trim();

export interface InputUnit {
  factor: number;
  /** Shown beside the field: "฿", "%", "days" / "วัน"; empty for plain numbers. */
  label: string;
  decimals: number;
}

export function inputUnit(key: string, value: unknown, lang: Locale): InputUnit {
  switch (configUnit(key)) {
    case 'money':
      return { factor: 100, label: formatMoney(100, { decimals: 0 }).replace(/[\d.,\s]/g, ''), decimals: 2 };
    case 'percent':
      return { factor: 100, label: '%', decimals: 2 };
    case 'duration': {
      const ms = typeof value === 'number' ? value : 0;
      const { unit, ms: size } = durationUnits.find((candidate) => ms % candidate.ms === 0 && ms >= candidate.ms) ?? { unit: 'second', ms: 1_000 };
      return { factor: size, label: unitWord(unit, lang), decimals: 3 };
    }
    case 'days':
      return { factor: 1, label: unitWord('day', lang), decimals: 0 };
    default:
      return { factor: 1, label: '', decimals: 0 };
  }
}

/** The stored integer as staff type it: 30000 → "300" (baht), 300 → "3" (%), 604800000 → "7" (days). */
export const toInput = (stored: number, unit: InputUnit): string => String(stored / unit.factor);

/** What staff typed back to the stored integer; NaN when it is not a number. */
export function toStored(text: string, unit: InputUnit): number {
  const cleaned = text.replaceAll(',', '').trim();
  if (!/^-?\d+(\.\d+)?$/.test(cleaned)) return Number.NaN;
  const [, fraction = ''] = cleaned.split('.');
  if (fraction.length > unit.decimals) return Number.NaN;
  return Math.round(Number(cleaned) * unit.factor);
}

/** What each setting means, in the reader's language (the key stays visible for support tickets). */
export const configLabels: Record<string, () => string> = {
  'session.ttlMs': m.staff_config_label_session_ttl_ms,
  'signin.maxFailuresPerAccount': m.staff_config_label_signin_max_failures_per_account,
  'signin.maxFailuresPerIp': m.staff_config_label_signin_max_failures_per_ip,
  'signin.windowMs': m.staff_config_label_signin_window_ms,
  'otp.length': m.staff_config_label_otp_length,
  'otp.ttlMs': m.staff_config_label_otp_ttl_ms,
  'otp.maxTries': m.staff_config_label_otp_max_tries,
  'otp.resendMs': m.staff_config_label_otp_resend_ms,
  'otp.maxPerHour': m.staff_config_label_otp_max_per_hour,
  'otp.maxFailuresPerDay': m.staff_config_label_otp_max_failures_per_day,
  'otp.verificationTtlMs': m.staff_config_label_otp_verification_ttl_ms,
  'otp.maxPerIp': m.staff_config_label_otp_max_per_ip,
  'otp.ipWindowMs': m.staff_config_label_otp_ip_window_ms,
  'upload.maxBytes': m.staff_config_label_upload_max_bytes,
  'build.pollMs': m.staff_config_label_build_poll_ms,
  'contact.maxPerIp': m.staff_config_label_contact_max_per_ip,
  'contact.windowMs': m.staff_config_label_contact_window_ms,
  'contact.staffEmail': m.staff_config_label_contact_staff_email,
  'content.externalFormUrl': m.staff_config_label_content_external_form_url,
  'tracking.metaPixelId': m.staff_config_label_tracking_meta_pixel_id,
  'tracking.tiktokPixelId': m.staff_config_label_tracking_tiktok_pixel_id,
  'contact.partnershipEmail': m.staff_config_label_contact_partnership_email,
  'marketer.signupMaxPerIp': m.staff_config_label_marketer_signup_max_per_ip,
  'marketer.signupWindowMs': m.staff_config_label_marketer_signup_window_ms,
  'channel.minFollowers': m.staff_config_label_channel_min_followers,
  'channel.postWindowDays': m.staff_config_label_channel_post_window_days,
  'channel.minEngagementBp': m.staff_config_label_channel_min_engagement_bp,
  'channel.maxFollowingRatio': m.staff_config_label_channel_max_following_ratio,
  'channel.alistFollowers': m.staff_config_label_channel_alist_followers,
  'withdrawal.minimumMinor': m.staff_config_label_withdrawal_minimum_minor,
  'withdrawal.feeMinor': m.staff_config_label_withdrawal_fee_minor,
  'withdrawal.withholdingTaxBp': m.staff_config_label_withdrawal_withholding_tax_bp,
  'job.platformFeeBp': m.staff_config_label_job_platform_fee_bp,
  'tax.vatBp': m.staff_config_label_tax_vat_bp,
  'job.assignMs': m.staff_config_label_job_assign_ms,
  'job.reviewMs': m.staff_config_label_job_review_ms,
  'job.shipMs': m.staff_config_label_job_ship_ms,
  'job.receiptMs': m.staff_config_label_job_receipt_ms,
  'job.postWarningMs': m.staff_config_label_job_post_warning_ms,
  'job.insightMs': m.staff_config_label_job_insight_ms,
  'job.insightReminderMs': m.staff_config_label_job_insight_reminder_ms,
  'referral.rewardMinor': m.staff_config_label_referral_reward_minor,
  'estimate.baseInstagram': () => m.staff_config_label_estimate_base_instagram({ currency: currencyLabel(getLocale()) }),
  'estimate.baseTiktok': () => m.staff_config_label_estimate_base_tiktok({ currency: currencyLabel(getLocale()) }),
  'estimate.baseFacebookPage': () => m.staff_config_label_estimate_base_facebook_page({ currency: currencyLabel(getLocale()) }),
  'estimate.baseFacebookProfile': () => m.staff_config_label_estimate_base_facebook_profile({ currency: currencyLabel(getLocale()) }),
  'estimate.baseYoutube': () => m.staff_config_label_estimate_base_youtube({ currency: currencyLabel(getLocale()) }),
  'estimate.baseX': () => m.staff_config_label_estimate_base_x({ currency: currencyLabel(getLocale()) }),
  'estimate.baseLine': () => m.staff_config_label_estimate_base_line({ currency: currencyLabel(getLocale()) }),
  'estimate.baseLemon8': () => m.staff_config_label_estimate_base_lemon_8({ currency: currencyLabel(getLocale()) }),
  'estimate.baseWhatsapp': () => m.staff_config_label_estimate_base_whatsapp({ currency: currencyLabel(getLocale()) }),
  'estimate.shareLinkBp': m.staff_config_label_estimate_share_link_bp,
  'estimate.photoPostBp': m.staff_config_label_estimate_photo_post_bp,
  'estimate.storyBp': m.staff_config_label_estimate_story_bp,
  'estimate.reelBp': m.staff_config_label_estimate_reel_bp,
  'estimate.videoPostBp': m.staff_config_label_estimate_video_post_bp,
  'estimate.liveBp': m.staff_config_label_estimate_live_bp,
  'estimate.baselineMicroBp': m.staff_config_label_estimate_baseline_micro_bp,
  'estimate.baselineAlistBp': m.staff_config_label_estimate_baseline_alist_bp,
  'topup.minimumMinor': m.staff_config_label_top_up_minimum_minor,
  'campaign.minimumPriceMinor': m.staff_config_label_campaign_minimum_price_minor,
  'credit.validDays': m.staff_config_label_credit_valid_days,
  'credit.alertDays': m.staff_config_label_credit_alert_days,
};
