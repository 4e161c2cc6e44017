import { useQueryClient, useSuspenseQuery } from '@tanstack/react-query';
import type { MarketerProfile } from '#common/contracts/marketer';
import type { ContactChangeEndpoints } from '#client/features/account/contact-change-screen';
import type { NotificationPrefs } from '#client/features/account/notification-screen';
import type { ContactKind } from '#client/features/account/role';
import { changeEmail, changePhone } from './api/change-contact';
import { getMarketerProfileQueryOptions } from './api/get-marketer-profile';
import { marketerProfileQueryKey } from './api/marketer-profile-key';
import { updateNotification } from './api/update-notification';
import { updateSignupStep } from './api/update-signup-step';
import { marketerCodes } from './code-endpoints';

/** The marketer's side of the shared account screens (features/account): which endpoints, which fields. */

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
