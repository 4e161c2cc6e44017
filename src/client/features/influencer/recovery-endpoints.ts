import type { Locale } from '#common/enums';
import type { RecoveryEndpoints } from '#client/features/account/recovery-screen';
import { requestEmailCode, verifyEmailCode } from './api/otp';
import { changePasswordByEmail } from './api/recovery';

/**
 * Recovery by e-mail only: the influencer's reset endpoint takes the account's e-mail. Apart from
 * './account-endpoints' (the signed-in screens, their queries and the profile contracts): the
 * recovery page loads only this (decision 012).
 */
export const influencerRecovery = (lang: Locale): RecoveryEndpoints => ({
  channels: ['email'],
  requestCode: (_kind, email) => requestEmailCode({ email, purpose: 'reset_password', locale: lang }),
  verifyCode: (_kind, email, code) => verifyEmailCode({ email, code, purpose: 'reset_password' }),
  resetPassword: ({ destination, uuid, verificationToken, newPassword }) => changePasswordByEmail(uuid, { email: destination, verificationToken, newPassword }),
});
