import type { Locale } from '#common/enums';
import type { ContactChangeEndpoints } from '#client/features/account/contact-change-screen';
import type { NotificationPrefs } from '#client/features/account/notification-screen';
import { requestEmailCode, requestPhoneCode, verifyEmailCode, verifyPhoneCode } from './api/otp';
import { usePrefs, useSavePrefs, useInvalidateInfluencer } from './api/profile';

/** The influencer's side of the shared account screens (features/account): which endpoints, which fields. */

/** Change e-mail or phone, or verify the first phone: the code and the current password are checked in one call. */
export function useInfluencerContactChange(lang: Locale, mode: 'changeEmail' | 'changePhone' | 'verifyPhone'): ContactChangeEndpoints {
  const onChanged = useInvalidateInfluencer();
  if (mode === 'changeEmail') {
    return {
      requestCode: (email) => requestEmailCode({ email, purpose: 'change_email', locale: lang }),
      verifyCode: (email, code, currentPassword) => verifyEmailCode({ email, code, purpose: 'change_email', currentPassword }),
      onChanged,
    };
  }
  const purpose = mode === 'changePhone' ? 'change_phone' : 'verify_phone';
  return {
    requestCode: (phone) => requestPhoneCode({ phone, purpose, locale: lang }),
    verifyCode: (phone, code, currentPassword) => verifyPhoneCode({ phone, code, purpose, ...(mode === 'changePhone' ? { currentPassword } : {}) }),
    onChanged,
  };
}

export function useInfluencerNotificationPrefs(uuid: string) {
  const prefs = usePrefs(uuid);
  const save = useSavePrefs(uuid);
  const data: NotificationPrefs | undefined = prefs.data && { channels: prefs.data.notificationChannels, language: prefs.data.notificationLanguage, lineId: prefs.data.lineId };
  return {
    prefs: { ...prefs, data },
    save: ({ channels, language, lineId }: NotificationPrefs) => save.mutateAsync({ notificationChannels: channels, notificationLanguage: language, lineId: lineId ?? null }),
  };
}
