import { useQueryClient, useSuspenseQuery } from '@tanstack/react-query';
import type { MarketerProfile } from '#common/contracts/marketer';
import type { MarketerOtpPurpose } from '#common/marketer';
import { getLocale } from '#common/paraglide/runtime.js';
import type { CodeEndpoints } from '#client/features/account/otp/use-otp-actor';
import type { ContactChangeEndpoints } from '#client/features/account/contact-change-screen';
import type { NotificationPrefs } from '#client/features/account/notification-screen';
import type { RecoveryEndpoints } from '#client/features/account/recovery-screen';
import type { ContactKind } from '#client/features/account/role';
import { changeEmail, changePhone } from './api/change-contact';
import { getMarketerProfileQueryOptions, marketerProfileQueryKey } from './api/get-marketer-profile';
import { requestMarketerOtp, verifyMarketerOtp } from './api/marketer-otp';
import { resetPassword } from './api/reset-password';
import { updateNotification } from './api/update-notification';
import { updateSignupStep } from './api/update-signup-step';

/** The marketer's side of the shared account screens (features/account): which endpoints, which fields. */

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

/**
 * Change e-mail or phone, or verify the first phone (the sign-up phone step on its own): the code
 * proves the address, then one call with the current password makes the change.
 */
export function useMarketerContactChange(mode: 'changeEmail' | 'changePhone' | 'verifyPhone'): ContactChangeEndpoints & { current: string | null; verified: boolean } {
  const { data: profile } = useSuspenseQuery(getMarketerProfileQueryOptions());
  const queryClient = useQueryClient();
  const kind: ContactKind = mode === 'changeEmail' ? 'email' : 'phone';
  const codes = marketerCodes(mode === 'changeEmail' ? 'change_email' : mode === 'changePhone' ? 'change_phone' : 'signup', kind);
  const change = async (destination: string, currentPassword: string, verificationToken: string): Promise<MarketerProfile> => {
    const input = { uuid: profile.uuid, currentPassword, verificationToken };
    if (mode === 'changeEmail') return changeEmail({ ...input, email: destination });
    if (mode === 'changePhone') return changePhone({ ...input, phone: destination });
    return updateSignupStep({ step: 'phone', phone: destination, verificationToken });
  };
  return {
    current: kind === 'email' ? profile.email : profile.phone,
    verified: profile.phoneVerified,
    requestCode: codes.requestCode,
    verifyCode: (destination, code) => codes.verifyCode(destination, code),
    complete: async (...args) => queryClient.setQueryData(marketerProfileQueryKey, await change(...args)),
  };
}

export function useMarketerNotificationPrefs() {
  const profile = useSuspenseQuery(getMarketerProfileQueryOptions());
  const queryClient = useQueryClient();
  return {
    prefs: { ...profile, data: profile.data.notification satisfies NotificationPrefs },
    save: async ({ channels, language }: NotificationPrefs) => queryClient.setQueryData(marketerProfileQueryKey, await updateNotification({ channels, language })),
  };
}
