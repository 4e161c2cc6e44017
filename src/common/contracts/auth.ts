import * as v from 'valibot';
import { deploymentCountry, isValidPhone } from '../countries';
import { marketerTypes, notificationChannels, roles, scopes, accountStatuses } from '../enums';

export const emailSchema = v.pipe(v.string(), v.trim(), v.toLowerCase(), v.email('email_invalid'), v.maxLength(254, 'email_too_long'));
/** PRODUCT.md: passwords 8–128 characters, no composition rules (the common-password list is checked on set, not on sign-in). */
export const passwordSchema = v.pipe(v.string(), v.minLength(8, 'password_too_short'), v.maxLength(128, 'password_too_long'));
/** E.164 phone number. */
export const phoneSchema = v.pipe(
  v.string(),
  v.trim(),
  v.regex(/^\+[1-9]\d{6,14}$/, 'phone_invalid'),
  // Issue 30: a number of the deployment's country (+66, +62 or +57, with that country's rules).
  v.check((phone) => isValidPhone(deploymentCountry(), phone), 'phone_invalid'),
);

/** The channels a user is told on: at least one, each once. */
export const notificationChannelsSchema = v.pipe(
  v.array(v.picklist(notificationChannels, 'channel_invalid')),
  v.minLength(1, 'channels_required'),
  v.check((list) => new Set(list).size === list.length, 'channel_invalid'),
);
const signInPasswordSchema = v.pipe(v.string(), v.minLength(1, 'password_required'), v.maxLength(128, 'password_too_long'));

export const influencerSignInBody = v.pipe(
  v.object({
    email: v.optional(emailSchema),
    phone: v.optional(phoneSchema),
    password: signInPasswordSchema,
  }),
  v.check((body) => Boolean(body.email) !== Boolean(body.phone), 'email_or_phone_required'),
);
export type InfluencerSignInBody = v.InferOutput<typeof influencerSignInBody>;

export const signInBody = v.object({ email: emailSchema, password: signInPasswordSchema });
export type SignInBody = v.InferOutput<typeof signInBody>;

export const sessionUserSchema = v.object({
  uuid: v.string(),
  role: v.picklist(roles),
  email: v.string(),
  displayName: v.string(),
  status: v.picklist(accountStatuses),
  isTalentManager: v.boolean(),
  marketerType: v.nullable(v.picklist(marketerTypes)),
  locale: v.picklist(['th', 'en']),
});
export type SessionUser = v.InferOutput<typeof sessionUserSchema>;

export const signInResponse = v.object({
  scope: v.picklist(scopes),
  uuid: v.string(),
  user: sessionUserSchema,
  /** Only for clients without an Origin header (non-browser); browsers get an HttpOnly cookie. */
  token: v.optional(v.string()),
});
export type SignInResponse = v.InferOutput<typeof signInResponse>;

export const statusResponse = v.object({
  /** The token is an HttpOnly cookie: the SPA never sees it (PRODUCT.md). Bearer clients get theirs echoed. */
  token: v.nullable(v.string()),
  scope: v.picklist(scopes),
  uuid: v.string(),
  user: v.nullable(sessionUserSchema),
});
export type StatusResponse = v.InferOutput<typeof statusResponse>;

export const signOutResponse = v.object({ scope: v.literal('open') });
