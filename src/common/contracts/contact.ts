import * as v from 'valibot';
import { locales } from '../enums';

/**
 * The contact form (POST /api/contact). Its own module: the contact page loads it, and the
 * rest of the content contracts stay with the pages that need them (decision 012).
 * Re-exported by ./content.
 */

export const contactTopics = ['general', 'influencer', 'marketer', 'payment', 'technical', 'partnership', 'media', 'other'] as const;
export type ContactTopic = (typeof contactTopics)[number];
/** A trimmed string of min..max characters; messages `<key>_required`, `<key>_too_long` (also used by ./content). */
export const trimmed = (min: number, max: number, key: string) => v.pipe(v.string(`${key}_required`), v.trim(), v.minLength(min, `${key}_required`), v.maxLength(max, `${key}_too_long`));
export const contactBody = v.object({
  name: trimmed(2, 120, 'name'),
  email: v.pipe(v.string('email_required'), v.trim(), v.toLowerCase(), v.minLength(1, 'email_required'), v.maxLength(254, 'email_invalid'), v.email('email_invalid')),
  phone: v.optional(v.pipe(v.string(), v.trim(), v.regex(/^$|^\+?[0-9 -]{8,20}$/, 'phone_invalid'))),
  company: v.optional(v.pipe(v.string(), v.trim(), v.maxLength(160, 'company_too_long'))),
  topic: v.picklist(contactTopics, 'topic_invalid'),
  message: trimmed(10, 4000, 'message'),
  locale: v.optional(v.picklist(locales, 'locale_invalid'), 'th'),
  /** Must be true: the sender agrees to be contacted back. */
  consent: v.literal(true, 'consent_required'),
});
export type ContactBody = v.InferInput<typeof contactBody>;
export const contactResponse = v.object({ id: v.number(), receivedAt: v.string() });
