import type { Locale } from '#common/enums';

/** Texts of the messages the platform sends, in the recipient's language. */
const otpPurposeText: Record<string, Record<Locale, string>> = {
  signup: { en: 'to finish signing up', th: 'เพื่อสมัครสมาชิกให้เสร็จสมบูรณ์' },
  verify_email: { en: 'to confirm your e-mail', th: 'เพื่อยืนยันอีเมลของคุณ' },
  verify_phone: { en: 'to confirm your phone number', th: 'เพื่อยืนยันเบอร์โทรศัพท์ของคุณ' },
  reset_password: { en: 'to reset your password', th: 'เพื่อตั้งรหัสผ่านใหม่' },
  change_email: { en: 'to change your e-mail', th: 'เพื่อเปลี่ยนอีเมล' },
  change_phone: { en: 'to change your phone number', th: 'เพื่อเปลี่ยนเบอร์โทรศัพท์' },
  reauthenticate: { en: 'to confirm it is you', th: 'เพื่อยืนยันตัวตนของคุณ' },
};

export function otpMessage(input: { locale: Locale; code: string; reference: string; purpose: string; minutes: number; channel: 'email' | 'sms' }) {
  const why = (otpPurposeText[input.purpose.replace(/^(influencer|marketer)_/, '')] ?? otpPurposeText.reauthenticate!)[input.locale];
  if (input.locale === 'th') {
    return {
      subject: `รหัสยืนยัน Kolify (Ref: ${input.reference})`,
      text:
        input.channel === 'sms'
          ? `Kolify: รหัส ${input.code} (Ref: ${input.reference}) ${why} ใช้ได้ ${input.minutes} นาที ห้ามบอกรหัสนี้กับผู้อื่น`
          : `สวัสดีค่ะ\n\nรหัสยืนยันของคุณคือ ${input.code} (Ref: ${input.reference}) ${why}\nรหัสนี้ใช้ได้ ${input.minutes} นาที\n\nหากคุณไม่ได้ขอรหัสนี้ ไม่ต้องทำอะไร บัญชีของคุณยังปลอดภัย\n\nทีมงาน Kolify`,
    };
  }
  return {
    subject: `Your Kolify code (Ref: ${input.reference})`,
    text:
      input.channel === 'sms'
        ? `Kolify: code ${input.code} (Ref: ${input.reference}) ${why}. Valid ${input.minutes} min. Never share it.`
        : `Hello,\n\nYour code is ${input.code} (Ref: ${input.reference}) ${why}.\nIt is valid for ${input.minutes} minutes.\n\nIf you did not ask for it, you can ignore this message; your account is safe.\n\nThe Kolify team`,
  };
}
