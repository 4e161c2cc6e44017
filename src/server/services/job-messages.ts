import type { Locale } from '#common/enums';

/** What each job step tells the other side, in their language (PRODUCT.md: every transition notifies). */
const texts: Record<string, Record<Locale, (name: string) => string>> = {
  'job.apply': { en: (name) => `A new influencer applied to “${name}”.`, th: (name) => `มีอินฟลูเอนเซอร์สมัครงาน “${name}”` },
  'job.invite': { en: (name) => `You are invited to “${name}”. Answer within 72 hours.`, th: (name) => `คุณได้รับเชิญเข้าร่วมงาน “${name}” กรุณาตอบรับภายใน 72 ชั่วโมง` },
  'job.select': { en: (name) => `You were selected for “${name}”. Answer within 72 hours.`, th: (name) => `คุณได้รับเลือกสำหรับงาน “${name}” กรุณาตอบรับภายใน 72 ชั่วโมง` },
  'job.accept': { en: (name) => `The influencer accepted “${name}”.`, th: (name) => `อินฟลูเอนเซอร์ตอบรับงาน “${name}” แล้ว` },
  'job.decline': { en: (name) => `The influencer declined “${name}”. The budget is back in the campaign.`, th: (name) => `อินฟลูเอนเซอร์ปฏิเสธงาน “${name}” งบประมาณคืนเข้าแคมเปญแล้ว` },
  'job.ship': { en: (name) => `The product for “${name}” is on its way.`, th: (name) => `สินค้าสำหรับงาน “${name}” จัดส่งแล้ว` },
  'job.confirmReceipt': { en: (name) => `The influencer received the product for “${name}”.`, th: (name) => `อินฟลูเอนเซอร์ได้รับสินค้าสำหรับงาน “${name}” แล้ว` },
  'job.submitPost': { en: (name) => `A post for “${name}” is waiting for your review (72 hours).`, th: (name) => `มีโพสต์ของงาน “${name}” รอคุณตรวจ (ภายใน 72 ชั่วโมง)` },
  'job.approve': { en: (name) => `Your post for “${name}” was approved. Submit the insight to get paid.`, th: (name) => `โพสต์ของงาน “${name}” ได้รับการอนุมัติ ส่งข้อมูลอินไซต์เพื่อรับเงิน` },
  'job.requestChanges': { en: (name) => `The brand asked for changes to your post for “${name}”.`, th: (name) => `แบรนด์ขอให้แก้ไขโพสต์ของงาน “${name}”` },
  'job.submitInsight': { en: (name) => `“${name}” is completed: the insight is in and the influencer is paid.`, th: (name) => `งาน “${name}” เสร็จสมบูรณ์ ได้รับอินไซต์และจ่ายเงินอินฟลูเอนเซอร์แล้ว` },
  'job.cancel': { en: (name) => `The brand cancelled your job in “${name}”.`, th: (name) => `แบรนด์ยกเลิกงาน “${name}” ของคุณ` },
  'job.assignTimeout': { en: (name) => `The job in “${name}” was cancelled: no answer within 72 hours.`, th: (name) => `งาน “${name}” ถูกยกเลิก เนื่องจากไม่มีการตอบรับภายใน 72 ชั่วโมง` },
  'job.reviewTimeout': { en: (name) => `The post for “${name}” was approved automatically after 72 hours.`, th: (name) => `โพสต์ของงาน “${name}” อนุมัติอัตโนมัติหลัง 72 ชั่วโมง` },
  // Issue 26: the other waits of the job machine ending by themselves (decision 031).
  'job.shippingTimeout:CANCEL': { en: (name) => `The job in “${name}” was cancelled: the product was not shipped within 7 days. The budget is back in the campaign.`, th: (name) => `งาน “${name}” ถูกยกเลิก เนื่องจากไม่มีการจัดส่งสินค้าภายใน 7 วัน งบประมาณคืนเข้าแคมเปญแล้ว` },
  'job.shippingTimeout:READY': { en: (name) => `The product for “${name}” counts as received (no confirmation within 7 days of shipping): the job is ready for the post.`, th: (name) => `สินค้าสำหรับงาน “${name}” ถือว่าได้รับแล้ว (ไม่มีการยืนยันภายใน 7 วันหลังจัดส่ง) งานพร้อมสำหรับการโพสต์แล้ว` },
  'job.postWarning': { en: (name) => `The last posting day of “${name}” ends in 24 hours: submit your post link, or the job is cancelled.`, th: (name) => `วันสุดท้ายของการโพสต์งาน “${name}” จะสิ้นสุดในอีก 24 ชั่วโมง กรุณาส่งลิงก์โพสต์ มิฉะนั้นงานจะถูกยกเลิก` },
  'job.postTimeout': { en: (name) => `The job in “${name}” was cancelled: no post link by the campaign's last posting day. The budget is back in the campaign.`, th: (name) => `งาน “${name}” ถูกยกเลิก เนื่องจากไม่มีลิงก์โพสต์ภายในวันสุดท้ายของการโพสต์ งบประมาณคืนเข้าแคมเปญแล้ว` },
  'job.insightReminder': { en: (name) => `Submit the insight of your post for “${name}”: the job completes by itself in 2 days, with its metrics "not reported".`, th: (name) => `กรุณาส่งอินไซต์ของโพสต์งาน “${name}” งานจะเสร็จสมบูรณ์เองในอีก 2 วัน โดยข้อมูลจะแสดงว่า "ไม่ได้รายงาน"` },
  'job.insightTimeout': { en: (name) => `“${name}” is completed and the influencer is paid; the insight was not reported within 7 days of approval.`, th: (name) => `งาน “${name}” เสร็จสมบูรณ์และจ่ายเงินอินฟลูเอนเซอร์แล้ว ไม่มีการรายงานอินไซต์ภายใน 7 วันหลังอนุมัติ` },
  'referral.reward': {
    en: (name) => `A friend you invited completed a first job (“${name}”): your referral reward is in your earnings.`,
    th: (name) => `เพื่อนที่คุณชวนทำงานแรกสำเร็จแล้ว (“${name}”) รางวัลการแนะนำเข้าสู่รายได้ของคุณแล้ว`,
  },
  'job.campaignClosed': { en: (name) => `“${name}” has closed; your application was not selected.`, th: (name) => `แคมเปญ “${name}” ปิดรับแล้ว ใบสมัครของคุณไม่ได้รับเลือก` },
};

/** Every message kind, as keyed above (the WhatsApp templates are listed from it). */
export const jobMessageKeys = Object.keys(texts);

/** The text a step tells: a wait that ends two ways (SHIPPING) has one per outcome, keyed by the status it led to. */
export function jobMessageKey(kind: string, status: string): string {
  return texts[`${kind}:${status}`] ? `${kind}:${status}` : texts[kind] ? kind : 'job.accept';
}

export function jobMessage(input: { kind: string; locale: Locale; campaignName: string; status: string; note: string | null }) {
  const line = texts[jobMessageKey(input.kind, input.status)]![input.locale](input.campaignName);
  const note = input.kind === 'job.requestChanges' && input.note ? `\n\n${input.locale === 'th' ? 'หมายเหตุ' : 'Note'}: ${input.note}` : '';
  const sign = input.locale === 'th' ? 'ทีมงาน Kolify' : 'The Kolify team';
  return { subject: line, text: `${line}${note}\n\n${sign}` };
}
