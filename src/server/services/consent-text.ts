/** The talent-manager partner consent (acceptConsent), in Thai and English. */
export const consentVersion = '2026-11';

export function talentManagerConsent(manager: string) {
  return {
    version: consentVersion,
    title: { en: `Partner consent for ${manager}`, th: `ความยินยอมเป็นพาร์ทเนอร์กับ ${manager}` },
    paragraphs: {
      en: [
        `${manager} is a talent manager on Kolify. By accepting, you allow them to see your profile, your connected channels and the jobs you take, and to offer you jobs on your behalf.`,
        'They cannot see your password, your bank account or your withdrawals, and they cannot accept a job for you.',
        'You can withdraw this consent at any time from your account; the link then ends at once.',
      ],
      th: [
        `${manager} เป็นผู้จัดการศิลปิน (Talent Manager) บน Kolify เมื่อคุณยอมรับ ผู้จัดการจะเห็นโปรไฟล์ ช่องทางโซเชียลที่เชื่อมต่อ และงานที่คุณรับ และสามารถเสนองานให้คุณได้`,
        'ผู้จัดการจะไม่เห็นรหัสผ่าน บัญชีธนาคาร หรือการถอนเงินของคุณ และไม่สามารถรับงานแทนคุณได้',
        'คุณยกเลิกความยินยอมนี้ได้ทุกเมื่อจากหน้าบัญชีของคุณ การเชื่อมโยงจะสิ้นสุดทันที',
      ],
    },
  };
}

export function consentFileText(manager: string): string {
  const consent = talentManagerConsent(manager);
  return [`Kolify — ${consent.title.en} (version ${consent.version})`, '', ...consent.paragraphs.en, '', '---', '', consent.title.th, '', ...consent.paragraphs.th, ''].join('\n');
}
