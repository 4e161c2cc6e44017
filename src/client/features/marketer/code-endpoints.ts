import type { MarketerOtpPurpose } from '#common/marketer';
import { getLocale } from '#common/paraglide/runtime.js';
import type { CodeEndpoints } from '#client/features/account/otp/use-otp-actor';
import type { RecoveryEndpoints } from '#client/features/account/recovery-screen';
import type { ContactKind } from '#client/features/account/role';
import { requestMarketerOtp, verifyMarketerOtp } from './api/marketer-otp';
import { resetPassword } from './api/reset-password';

/**
 * The marketer's one-time codes and password recovery. Apart from './account-endpoints' (the
 * signed-in screens, their profile query and contracts): sign-up and recovery load only this
 * (decision 012).
 */

const target = (kind: ContactKind, destination: string) => (kind === 'phone' ? { phone: destination } : { email: destination });

/** The one-time-code endpoints for one purpose: SMS for a phone, e-mail otherwise. */
export const marketerCodes = (purpose: MarketerOtpPurpose, kind: ContactKind): CodeEndpoints => ({
  requestCode: (destination) => requestMarketerOtp({ ...target(kind, destination), purpose, locale: getLocale() as 'th' | 'en' }),
  verifyCode: (destination, code) => verifyMarketerOtp({ ...target(kind, destination), code, purpose }),
});

export const marketerRecovery: RecoveryEndpoints = {
  channels: ['phone', 'email'],
  requestCode: (kind, destination) => marketerCodes('reset_password', kind).requestCode(destination),
  verifyCode: (kind, destination, code) => marketerCodes('reset_password', kind).verifyCode(destination, code),
  resetPassword: ({ kind, destination, ...rest }) => resetPassword({ ...target(kind, destination), ...rest }),
};
