import { eq, sql } from 'drizzle-orm';
import type { Storage } from '../providers/storage';
import type { Database } from '../db/client';
import { demoCoverUrl, demoCovers } from './demo-covers';
import { demoPostBodies } from './demo-post-bodies';
import {
  campaigns,
  contentCategories,
  contentPostTranslations,
  contentPosts,
  downloads,
  faqEntries,
  packageOfferTranslations,
  packageOffers,
  partnerChannels,
  seoPages,
  staticPages,
  uploads,
  users,
} from '../db/schema/index';

/**
 * Demo content for every public page, in Thai and English (issue 3 "Demo content").
 * Idempotent: skipped when the categories already exist.
 *
 * Written to the tables directly (decision 056): hundreds of rows with fixed ids (links and
 * tests name them) in a few inserts at every start; the content services are staff's editors,
 * one audited row at a time, far slower at start-up.
 */

export const demoDownloadId = '6f0c7a52-1d7e-4c38-9a61-2f4b8e0d5a10';

const blogCategories = [
  { id: 5, key: 'conversations', nameTh: 'บทสนทนา', nameEn: 'Conversations', classIcon: 'conversations', color: 'grape', isActive: true, show: true, sort: 1 },
  { id: 6, key: 'tricks_and_tips', nameTh: 'ทริคและเคล็ดลับ', nameEn: 'Tricks and tips', classIcon: 'tips', color: 'gray', isActive: false, show: false, sort: 9 },
  { id: 8, key: 'influencer_tips', nameTh: 'เคล็ดลับอินฟลูเอนเซอร์', nameEn: 'Influencer tips', classIcon: 'influencer', color: 'pink', isActive: true, show: true, sort: 2 },
  { id: 9, key: 'marketer_tips', nameTh: 'เคล็ดลับนักการตลาด', nameEn: 'Marketer tips', classIcon: 'marketer', color: 'blue', isActive: true, show: true, sort: 3 },
  { id: 10, key: 'voices', nameTh: 'เสียงจากครีเอเตอร์', nameEn: 'Voices', classIcon: 'voices', color: 'orange', isActive: true, show: true, sort: 4 },
  { id: 12, key: 'updates', nameTh: 'อัปเดตจาก Kolify', nameEn: 'Kolify updates', classIcon: 'updates', color: 'teal', isActive: true, show: true, sort: 5 },
];

/** SPEC §3: the 12 interest categories and their icon classes. Ids 2–13. */
const caseCategories = [
  { id: 2, key: 'INTEREST_WOMEN', classIcon: 'beauty', nameTh: 'ความงาม', nameEn: 'Beauty', color: 'pink' },
  { id: 3, key: 'INTEREST_CAR', classIcon: 'car', nameTh: 'ยานยนต์', nameEn: 'Cars', color: 'dark' },
  { id: 4, key: 'INTEREST_HEALTH', classIcon: 'health', nameTh: 'สุขภาพ', nameEn: 'Health', color: 'green' },
  { id: 5, key: 'INTEREST_LIFESTYLE', classIcon: 'lifestyle', nameTh: 'ไลฟ์สไตล์', nameEn: 'Lifestyle', color: 'violet' },
  { id: 6, key: 'INTEREST_MUSIC', classIcon: 'music', nameTh: 'ดนตรี', nameEn: 'Music', color: 'indigo' },
  { id: 7, key: 'INTEREST_TRAVEL', classIcon: 'travel', nameTh: 'ท่องเที่ยว', nameEn: 'Travel', color: 'cyan' },
  { id: 8, key: 'INTEREST_INVESTMENT', classIcon: 'investment', nameTh: 'การลงทุน', nameEn: 'Investment', color: 'yellow' },
  { id: 9, key: 'INTEREST_TECH', classIcon: 'tech', nameTh: 'เทคโนโลยี', nameEn: 'Tech', color: 'blue' },
  { id: 10, key: 'INTEREST_ART', classIcon: 'design', nameTh: 'ศิลปะและดีไซน์', nameEn: 'Art and design', color: 'grape' },
  { id: 11, key: 'INTEREST_FOOD', classIcon: 'food', nameTh: 'อาหาร', nameEn: 'Food', color: 'orange' },
  { id: 12, key: 'INTEREST_SOCIAL', classIcon: 'news', nameTh: 'ข่าวและสังคม', nameEn: 'News and society', color: 'gray' },
  { id: 13, key: 'INTEREST_PARENTING', classIcon: 'family', nameTh: 'ครอบครัว', nameEn: 'Family', color: 'teal' },
];

interface Words {
  slug: string;
  title: string;
  excerpt: string;
  /** Paragraphs; a line starting with "## " is a heading, one starting with "- " a list item. */
  body: string[];
}
interface DemoPost {
  categoryId: number;
  daysAgo: number;
  author?: string;
  brand?: string;
  creators?: string[];
  channels?: string[];
  metrics?: Record<string, number>;
  status?: 'draft' | 'publish';
  th: Words;
  en: Words;
}

export function toHtml(lines: string[]): string {
  const out: string[] = [];
  let list: string[] = [];
  const flush = () => {
    if (list.length) out.push(`<ul>${list.map((item) => `<li>${item}</li>`).join('')}</ul>`);
    list = [];
  };
  for (const line of lines) {
    if (line.startsWith('- ')) {
      list.push(line.slice(2));
      continue;
    }
    flush();
    out.push(line.startsWith('## ') ? `<h2>${line.slice(3)}</h2>` : `<p>${line}</p>`);
  }
  flush();
  return out.join('');
}

const articles: DemoPost[] = [
  {
    categoryId: 8,
    daysAgo: 2,
    author: 'Kolify Creator Team',
    th: {
      slug: 'ตั้งราคาโพสต์-ไมโครอินฟลูเอนเซอร์-2026',
      title: 'ตั้งราคาโพสต์อย่างไรให้แบรนด์จ้างซ้ำ: คู่มือไมโครอินฟลูเอนเซอร์ 2026',
      excerpt: 'ผู้ติดตาม 10,000 คนควรได้ค่าโพสต์เท่าไร? ดูตัวเลขจริงของตลาดไทยและวิธีคิดราคาที่แบรนด์ยอมจ่าย',
      body: demoPostBodies['pricing-posts-micro-influencers-2026'].th,
    },
    en: {
      slug: 'pricing-posts-micro-influencers-2026',
      title: 'How to price a post so brands book you again: a 2026 guide for micro-influencers',
      excerpt: 'What should 10,000 followers earn per post? Real Thai market figures and a way of pricing that brands accept.',
      body: demoPostBodies['pricing-posts-micro-influencers-2026'].en,
    },
  },
  {
    categoryId: 8,
    daysAgo: 9,
    author: 'Kolify Creator Team',
    th: {
      slug: 'เขียนแคปชันขายของ-ไม่ให้ดูเป็นโฆษณา',
      title: 'เขียนแคปชันรีวิวสินค้าอย่างไรไม่ให้ดูเป็นโฆษณา',
      excerpt: 'ผู้ติดตามเลื่อนผ่านโพสต์ที่ดูเป็นโฆษณาภายในไม่กี่วินาที นี่คือโครงสร้างแคปชันที่ยังขายได้แต่ยังเป็นตัวคุณ',
      body: demoPostBodies['writing-review-captions-that-do-not-feel-like-ads'].th,
    },
    en: {
      slug: 'writing-review-captions-that-do-not-feel-like-ads',
      title: 'Writing review captions that do not feel like ads',
      excerpt: 'Followers scroll past anything that looks like an ad within seconds. Here is a caption structure that still sells and still sounds like you.',
      body: demoPostBodies['writing-review-captions-that-do-not-feel-like-ads'].en,
    },
  },
  {
    categoryId: 8,
    daysAgo: 21,
    author: 'Kolify Creator Team',
    th: {
      slug: 'ส่งอินไซต์หลังโพสต์-ให้ได้เงินเร็ว',
      title: 'ส่งอินไซต์หลังโพสต์ให้ครบ รับเงินเร็วขึ้น',
      excerpt: 'งานจะปิดและเงินจะเข้าเมื่อส่งสถิติหลังโพสต์ครบ ดูว่าต้องแคปหน้าจออะไรบ้างในแต่ละแพลตฟอร์ม',
      body: demoPostBodies['send-complete-post-insights-get-paid-faster'].th,
    },
    en: {
      slug: 'send-complete-post-insights-get-paid-faster',
      title: 'Send complete post insights and get paid faster',
      excerpt: 'A job closes and pays once its post insights are in. Here is what to screenshot on each platform.',
      body: demoPostBodies['send-complete-post-insights-get-paid-faster'].en,
    },
  },
  {
    categoryId: 9,
    daysAgo: 4,
    author: 'Kolify Brand Success',
    th: {
      slug: 'เลือกอินฟลูเอนเซอร์จากอัตราการมีส่วนร่วม',
      title: 'เลือกอินฟลูเอนเซอร์จากอัตราการมีส่วนร่วม ไม่ใช่ยอดผู้ติดตาม',
      excerpt: 'ไมโครอินฟลูเอนเซอร์ 10 คนอาจให้ผลดีกว่าคนดังหนึ่งคน ดูวิธีอ่านตัวเลขก่อนเลือกครีเอเตอร์',
      body: demoPostBodies['choose-influencers-by-engagement-not-followers'].th,
    },
    en: {
      slug: 'choose-influencers-by-engagement-not-followers',
      title: 'Choose influencers by engagement, not follower count',
      excerpt: 'Ten micro-influencers can outperform one celebrity. How to read the numbers before you pick creators.',
      body: demoPostBodies['choose-influencers-by-engagement-not-followers'].en,
    },
  },
  {
    categoryId: 9,
    daysAgo: 12,
    author: 'Kolify Brand Success',
    th: {
      slug: 'เขียนบรีฟแคมเปญที่ครีเอเตอร์อยากรับ',
      title: 'เขียนบรีฟแคมเปญอย่างไรให้ครีเอเตอร์อยากรับงาน',
      excerpt: 'บรีฟที่ชัดช่วยลดการแก้งานได้มากกว่าครึ่ง นี่คือหัวข้อที่ควรมีในทุกบรีฟ',
      body: demoPostBodies['writing-a-campaign-brief-creators-want'].th,
    },
    en: {
      slug: 'writing-a-campaign-brief-creators-want',
      title: 'How to write a campaign brief creators want to take',
      excerpt: 'A clear brief cuts revision requests by more than half. The sections every brief should have.',
      body: demoPostBodies['writing-a-campaign-brief-creators-want'].en,
    },
  },
  {
    categoryId: 9,
    daysAgo: 30,
    author: 'Kolify Brand Success',
    th: {
      slug: 'แพ็กเกจหรือเครดิต-เลือกแบบไหนดี',
      title: 'ซื้อแพ็กเกจหรือเติมเครดิต แบบไหนเหมาะกับแบรนด์คุณ',
      excerpt: 'แพ็กเกจเหมาะกับแคมเปญที่วางแผนล่วงหน้า ส่วนเครดิตยืดหยุ่นกว่าสำหรับงานเร่งด่วน เปรียบเทียบให้เห็นชัด',
      body: demoPostBodies['package-or-credit-which-suits-your-brand'].th,
    },
    en: {
      slug: 'package-or-credit-which-suits-your-brand',
      title: 'Package or credit: which suits your brand?',
      excerpt: 'Packages fit campaigns planned ahead; credit is more flexible for quick jobs. A side-by-side comparison.',
      body: demoPostBodies['package-or-credit-which-suits-your-brand'].en,
    },
  },
  {
    categoryId: 5,
    daysAgo: 6,
    author: 'Kolify Editorial',
    th: {
      slug: 'คุยกับเจ้าของร้านกาแฟเชียงใหม่-ที่โตด้วยครีเอเตอร์',
      title: 'คุยกับเจ้าของร้านกาแฟเชียงใหม่ ที่โตได้ด้วยครีเอเตอร์ท้องถิ่น',
      excerpt: 'ร้าน Doi Brew Roasters เปลี่ยนจากร้านเล็กในซอยนิมมานเป็นแบรนด์ที่คนทั่วประเทศรู้จัก ด้วยงบไม่ถึงหกหลัก',
      body: demoPostBodies['a-chiang-mai-coffee-roaster-that-grew-with-creators'].th,
    },
    en: {
      slug: 'a-chiang-mai-coffee-roaster-that-grew-with-creators',
      title: 'A Chiang Mai coffee roaster that grew with local creators',
      excerpt: 'Doi Brew Roasters went from a small shop off Nimman to a name known nationwide, on a budget under six figures.',
      body: demoPostBodies['a-chiang-mai-coffee-roaster-that-grew-with-creators'].en,
    },
  },
  {
    categoryId: 5,
    daysAgo: 40,
    author: 'Kolify Editorial',
    th: {
      slug: 'เอเจนซีมองตลาดอินฟลูเอนเซอร์ไทยปีหน้า',
      title: 'เอเจนซีมองตลาดอินฟลูเอนเซอร์ไทยปีหน้า: วิดีโอสั้นและครีเอเตอร์เฉพาะทาง',
      excerpt: 'เราคุยกับทีม Bangkok Buzz Agency ถึงสิ่งที่ลูกค้าถามหามากที่สุด และงบที่ย้ายจากโฆษณาแบบเดิม',
      body: demoPostBodies['an-agency-view-of-thai-influencer-marketing-next-year'].th,
    },
    en: {
      slug: 'an-agency-view-of-thai-influencer-marketing-next-year',
      title: 'An agency view of Thai influencer marketing next year: short video and niche creators',
      excerpt: 'We talked to the Bangkok Buzz Agency team about what clients ask for most, and the budgets moving away from classic ads.',
      body: demoPostBodies['an-agency-view-of-thai-influencer-marketing-next-year'].en,
    },
  },
  {
    categoryId: 10,
    daysAgo: 15,
    author: 'Mint Jiraporn',
    th: {
      slug: 'จากพนักงานออฟฟิศสู่ครีเอเตอร์สายอาหาร',
      title: 'จากพนักงานออฟฟิศสู่ครีเอเตอร์สายอาหารเต็มเวลา',
      excerpt: 'มิ้นท์ จิราภรณ์ เล่าเส้นทางจากรีวิวร้านข้าวมันไก่หลังเลิกงาน สู่ช่อง TikTok ที่มีผู้ติดตาม 180,000 คน',
      body: demoPostBodies['from-office-job-to-full-time-food-creator'].th,
    },
    en: {
      slug: 'from-office-job-to-full-time-food-creator',
      title: 'From an office job to a full-time food creator',
      excerpt: 'Mint Jiraporn tells how after-work reviews of chicken-rice stalls became a TikTok channel with 180,000 followers.',
      body: demoPostBodies['from-office-job-to-full-time-food-creator'].en,
    },
  },
  {
    categoryId: 10,
    daysAgo: 50,
    author: 'Bank Thanakorn',
    th: {
      slug: 'พ่อลูกอ่อนกับคอนเทนต์สายครอบครัว',
      title: 'พ่อลูกอ่อนกับคอนเทนต์สายครอบครัวที่ไม่ต้องสมบูรณ์แบบ',
      excerpt: 'แบงก์ ธนกร เล่าว่าทำไมคลิปลูกร้องไห้ตอนตีสามถึงได้ยอดแชร์มากกว่าคลิปที่ตั้งใจถ่าย',
      body: demoPostBodies['a-new-dad-and-family-content-that-is-not-perfect'].th,
    },
    en: {
      slug: 'a-new-dad-and-family-content-that-is-not-perfect',
      title: 'A new dad and family content that does not need to be perfect',
      excerpt: 'Bank Thanakorn on why a clip of his baby crying at 3 a.m. was shared more than the ones he planned.',
      body: demoPostBodies['a-new-dad-and-family-content-that-is-not-perfect'].en,
    },
  },
  {
    categoryId: 12,
    daysAgo: 1,
    author: 'Kolify Product Team',
    th: {
      slug: 'kolify-รองรับ-lemon8-และ-line-oa',
      title: 'Kolify รองรับช่องทาง Lemon8 และ LINE OA แล้ว',
      excerpt: 'ครีเอเตอร์เพิ่มช่องทาง Lemon8 และ LINE Official Account ได้แล้ว พร้อมการตรวจสอบโดยทีมงานภายใน 2 วันทำการ',
      body: demoPostBodies['kolify-now-supports-lemon8-and-line-oa'].th,
    },
    en: {
      slug: 'kolify-now-supports-lemon8-and-line-oa',
      title: 'Kolify now supports Lemon8 and LINE OA',
      excerpt: 'Creators can now add Lemon8 and LINE Official Account channels, reviewed by staff within 2 working days.',
      body: demoPostBodies['kolify-now-supports-lemon8-and-line-oa'].en,
    },
  },
  {
    categoryId: 12,
    daysAgo: 18,
    author: 'Kolify Product Team',
    th: {
      slug: 'ถอนเงินผ่านพร้อมเพย์-ภายในวันเดียว',
      title: 'ถอนรายได้เข้าบัญชีได้ภายในวันทำการถัดไป',
      excerpt: 'เราปรับรอบการโอนเงินให้เร็วขึ้น ถอนขั้นต่ำ 300 บาท ค่าธรรมเนียม 30 บาท พร้อมหนังสือรับรองการหักภาษี ณ ที่จ่าย',
      body: demoPostBodies['withdraw-earnings-by-the-next-working-day'].th,
    },
    en: {
      slug: 'withdraw-earnings-by-the-next-working-day',
      title: 'Withdraw your earnings by the next working day',
      excerpt: 'Payouts are now faster: a 300 THB minimum, a 30 THB fee, and a withholding-tax certificate on your statement.',
      body: demoPostBodies['withdraw-earnings-by-the-next-working-day'].en,
    },
  },
  {
    categoryId: 12,
    daysAgo: 60,
    author: 'Kolify Product Team',
    th: {
      slug: 'เปิดตัวกระดานงานสาธารณะ',
      title: 'เปิดตัวกระดานงานสาธารณะ: ดูงานจากแบรนด์ได้ก่อนสมัคร',
      excerpt: 'ทุกคนเปิดดูงานที่แบรนด์ประกาศได้แล้ว กรองตามช่องทางและหมวดความสนใจ แล้วสมัครสมาชิกเพื่อยื่นรับงาน',
      body: demoPostBodies['introducing-the-public-job-board'].th,
    },
    en: {
      slug: 'introducing-the-public-job-board',
      title: 'Introducing the public job board: see brand jobs before you sign up',
      excerpt: 'Anyone can now browse the jobs brands post, filter by channel and interest, then sign up to apply.',
      body: demoPostBodies['introducing-the-public-job-board'].en,
    },
  },
  {
    // Category 6 is inactive and hidden (SPEC §3): this article must never appear publicly.
    categoryId: 6,
    daysAgo: 3,
    author: 'Kolify Archive',
    th: {
      slug: 'บทความเก่า-หมวดซ่อน',
      title: 'ทริคเก่าที่ไม่ได้ใช้แล้ว (หมวดซ่อน)',
      excerpt: 'บทความในหมวดที่ปิดใช้งาน ไม่ควรแสดงบนเว็บไซต์',
      body: ['เนื้อหานี้อยู่ในหมวดทริคและเคล็ดลับที่ปิดใช้งานแล้ว'],
    },
    en: {
      slug: 'old-trick-in-hidden-category',
      title: 'An old trick no longer used (hidden category)',
      excerpt: 'An article in an inactive category that must not show on the site.',
      body: ['This content sits in the inactive tricks-and-tips category.'],
    },
  },
  {
    categoryId: 9,
    daysAgo: 0,
    status: 'draft',
    author: 'Kolify Brand Success',
    th: { slug: 'ร่าง-คู่มือแคมเปญปลายปี', title: 'ร่าง: คู่มือแคมเปญช่วงปลายปี', excerpt: 'ฉบับร่าง ยังไม่เผยแพร่', body: ['ฉบับร่างสำหรับทีมงาน'] },
    en: { slug: 'draft-year-end-campaign-guide', title: 'Draft: year-end campaign guide', excerpt: 'A draft, not yet published.', body: ['A draft for staff.'] },
  },
];

const caseStudies: DemoPost[] = [
  {
    categoryId: 2,
    daysAgo: 5,
    brand: 'Siam Glow Cosmetics',
    creators: ['Ploy Srisuk', 'Fah Nalin', 'Jane Sirada'],
    channels: ['INSTAGRAM', 'TIKTOK'],
    metrics: { reach: 1_240_000, engagementRate: 6.8, creators: 24, sales: 3_100 },
    th: {
      slug: 'siam-glow-เซรั่มกันแดด',
      title: 'Siam Glow เปิดตัวเซรั่มกันแดดด้วยครีเอเตอร์สายบิวตี้ 24 คน',
      excerpt: 'เข้าถึงผู้ชม 1.24 ล้านคน และขายได้ 3,100 ขวดในสามสัปดาห์แรก',
      body: demoPostBodies['siam-glow-sunscreen-serum'].th,
    },
    en: {
      slug: 'siam-glow-sunscreen-serum',
      title: 'Siam Glow launches a sunscreen serum with 24 beauty creators',
      excerpt: 'A reach of 1.24 million and 3,100 bottles sold in the first three weeks.',
      body: demoPostBodies['siam-glow-sunscreen-serum'].en,
    },
  },
  {
    categoryId: 11,
    daysAgo: 11,
    brand: 'Doi Brew Roasters',
    creators: ['Mint Jiraporn', 'Tae Chiang Mai Cafe'],
    channels: ['TIKTOK', 'LEMON8'],
    metrics: { reach: 420_000, engagementRate: 8.1, creators: 12, sales: 1_400 },
    th: {
      slug: 'doi-brew-roasters-กาแฟดอย',
      title: 'Doi Brew Roasters เล่าเรื่องเกษตรกรกาแฟผ่านครีเอเตอร์เชียงใหม่',
      excerpt: 'ครีเอเตอร์สายคาเฟ่ 12 คน ยอดสั่งซื้อออนไลน์เพิ่มขึ้น 3 เท่าในสองเดือน',
      body: demoPostBodies['doi-brew-roasters-hill-coffee'].th,
    },
    en: {
      slug: 'doi-brew-roasters-hill-coffee',
      title: 'Doi Brew Roasters tells its farmers\' story through Chiang Mai creators',
      excerpt: '12 café creators; online orders tripled in two months.',
      body: demoPostBodies['doi-brew-roasters-hill-coffee'].en,
    },
  },
  {
    categoryId: 3,
    daysAgo: 16,
    brand: 'Thai EV Motors',
    creators: ['Golf Autoreview', 'Pete Roadtrip'],
    channels: ['YOUTUBE', 'FACEBOOK_PAGE'],
    metrics: { reach: 2_050_000, engagementRate: 3.9, creators: 8, testDrives: 620 },
    th: {
      slug: 'thai-ev-motors-ทดลองขับ',
      title: 'Thai EV Motors ชวนครีเอเตอร์สายรถพาขับเชียงใหม่–กรุงเทพฯ',
      excerpt: 'คลิปรีวิวยาวบน YouTube 8 คลิป นำไปสู่การจองทดลองขับ 620 ครั้ง',
      body: demoPostBodies['thai-ev-motors-test-drive'].th,
    },
    en: {
      slug: 'thai-ev-motors-test-drive',
      title: 'Thai EV Motors sends car creators on a Chiang Mai–Bangkok drive',
      excerpt: 'Eight long YouTube reviews led to 620 test-drive bookings.',
      body: demoPostBodies['thai-ev-motors-test-drive'].en,
    },
  },
  {
    categoryId: 7,
    daysAgo: 23,
    brand: 'Andaman Blue Resort',
    creators: ['Nok Travel Diary', 'Sun & Sea Krabi'],
    channels: ['INSTAGRAM', 'TIKTOK'],
    metrics: { reach: 880_000, engagementRate: 5.2, creators: 10, bookings: 310 },
    th: {
      slug: 'andaman-blue-resort-กระบี่',
      title: 'Andaman Blue Resort เติมห้องช่วงโลว์ซีซันด้วยครีเอเตอร์สายเที่ยว',
      excerpt: 'ครีเอเตอร์ 10 คน ยอดจองตรง 310 คืนในช่วงฤดูฝน',
      body: demoPostBodies['andaman-blue-resort-krabi'].th,
    },
    en: {
      slug: 'andaman-blue-resort-krabi',
      title: 'Andaman Blue Resort fills low-season rooms with travel creators',
      excerpt: 'Ten creators brought 310 direct room-nights in the rainy season.',
      body: demoPostBodies['andaman-blue-resort-krabi'].en,
    },
  },
  {
    categoryId: 8,
    daysAgo: 33,
    brand: 'KaoKlai Invest',
    creators: ['Money Coach Aom', 'Dime Daily'],
    channels: ['YOUTUBE', 'TIKTOK', 'X'],
    metrics: { reach: 1_560_000, engagementRate: 4.4, creators: 6, signups: 5_200 },
    th: {
      slug: 'kaoklai-invest-เปิดบัญชี',
      title: 'KaoKlai Invest เพิ่มผู้เปิดบัญชีใหม่ด้วยครีเอเตอร์สายการเงิน',
      excerpt: 'ครีเอเตอร์ 6 คน ผู้เปิดบัญชีใหม่ 5,200 ราย ต้นทุนต่อรายต่ำกว่าโฆษณาเดิม 40%',
      body: demoPostBodies['kaoklai-invest-new-accounts'].th,
    },
    en: {
      slug: 'kaoklai-invest-new-accounts',
      title: 'KaoKlai Invest grows new accounts with finance creators',
      excerpt: 'Six creators, 5,200 new accounts, at a cost per account 40% below classic ads.',
      body: demoPostBodies['kaoklai-invest-new-accounts'].en,
    },
  },
  {
    categoryId: 13,
    daysAgo: 38,
    brand: 'Little Lotus Baby Care',
    creators: ['Bank Thanakorn', 'Mommy Fern'],
    channels: ['INSTAGRAM', 'FACEBOOK_PROFILE'],
    metrics: { reach: 640_000, engagementRate: 7.3, creators: 15, sales: 2_400 },
    th: {
      slug: 'little-lotus-ผ้าอ้อม',
      title: 'Little Lotus Baby Care กับคอนเทนต์พ่อแม่มือใหม่ที่ไม่จัดฉาก',
      excerpt: 'ครีเอเตอร์สายครอบครัว 15 คน อัตราการมีส่วนร่วม 7.3%',
      body: demoPostBodies['little-lotus-nappies'].th,
    },
    en: {
      slug: 'little-lotus-nappies',
      title: 'Little Lotus Baby Care and unstaged new-parent content',
      excerpt: '15 family creators, a 7.3% engagement rate.',
      body: demoPostBodies['little-lotus-nappies'].en,
    },
  },
  {
    categoryId: 9,
    daysAgo: 45,
    brand: 'NextGen Gadget TH',
    creators: ['Tech Tonkla', 'Geek Gift'],
    channels: ['YOUTUBE', 'TIKTOK'],
    metrics: { reach: 1_100_000, engagementRate: 4.9, creators: 9, preorders: 1_850 },
    th: {
      slug: 'nextgen-gadget-หูฟัง',
      title: 'NextGen Gadget พรีออเดอร์หูฟังไร้สายผ่านรีวิวครีเอเตอร์สายเทค',
      excerpt: 'พรีออเดอร์ 1,850 ชิ้นก่อนวางขายจริง',
      body: demoPostBodies['nextgen-gadget-earbuds'].th,
    },
    en: {
      slug: 'nextgen-gadget-earbuds',
      title: 'NextGen Gadget pre-sells wireless earbuds through tech creators',
      excerpt: '1,850 pre-orders before launch day.',
      body: demoPostBodies['nextgen-gadget-earbuds'].en,
    },
  },
  {
    categoryId: 4,
    daysAgo: 55,
    brand: 'FitThai Plant Protein',
    creators: ['Coach Beam', 'Run with Ice'],
    channels: ['INSTAGRAM', 'TIKTOK'],
    metrics: { reach: 730_000, engagementRate: 5.6, creators: 14, sales: 1_900 },
    th: {
      slug: 'fitthai-โปรตีนพืช',
      title: 'FitThai Plant Protein กับชาเลนจ์ออกกำลังกาย 30 วัน',
      excerpt: 'ครีเอเตอร์สายสุขภาพ 14 คน ขายได้ 1,900 ถุง',
      body: demoPostBodies['fitthai-plant-protein'].th,
    },
    en: {
      slug: 'fitthai-plant-protein',
      title: 'FitThai Plant Protein and a 30-day fitness challenge',
      excerpt: '14 health creators, 1,900 bags sold.',
      body: demoPostBodies['fitthai-plant-protein'].en,
    },
  },
];

const faq: Record<'influencer' | 'marketer', { th: [string, string]; en: [string, string] }[]> = {
  influencer: [
    { th: ['สมัครเป็นอินฟลูเอนเซอร์กับ Kolify เสียค่าใช้จ่ายไหม', 'ไม่เสียค่าใช้จ่าย การสมัครและรับงานฟรีทั้งหมด'], en: ['Does it cost anything to join Kolify as an influencer?', 'No. Signing up and taking jobs is free.'] },
    { th: ['ต้องมีผู้ติดตามกี่คนจึงจะรับงานได้', 'อย่างน้อย 500 คนต่อช่องทาง และมีโพสต์ภายใน 60 วันล่าสุด หากมีรหัสสิทธิพิเศษสามารถข้ามเงื่อนไขผู้ติดตามได้'], en: ['How many followers do I need to take jobs?', 'At least 500 per channel and a post within the last 60 days. A privilege code lets a channel skip the follower rule.'] },
    { th: ['เชื่อมต่อช่องทางใดได้บ้าง', 'Facebook Page และโปรไฟล์, Instagram, TikTok, YouTube, X, LINE OA, WhatsApp และ Lemon8'], en: ['Which channels can I connect?', 'Facebook pages and profiles, Instagram, TikTok, YouTube, X, LINE OA, WhatsApp and Lemon8.'] },
    { th: ['ระบบประเมินค่าโพสต์ของฉันอย่างไร', 'คำนวณจากผู้ติดตาม อัตราการมีส่วนร่วม ประเภทโพสต์ และช่องทาง แสดงเป็นช่วงราคา ±20%'], en: ['How is my post price estimated?', 'From followers, engagement rate, post type and channel, shown as a range of ±20%.'] },
    { th: ['สถานะ MATCHED และ MISMATCHED หมายถึงอะไร', 'MATCHED คือช่องทางของคุณตรงตามเงื่อนไขของแคมเปญ MISMATCHED คือยังไม่ตรง ระบบจะแสดงเหตุผลให้ดู'], en: ['What do MATCHED and MISMATCHED mean?', 'MATCHED means your channel meets the campaign\'s criteria; MISMATCHED means it does not yet, and you see why.'] },
    { th: ['ต้องตอบรับงานภายในกี่ชั่วโมง', 'ภายใน {job.assignHours} ชั่วโมงหลังได้รับมอบหมาย หากไม่ตอบ งานจะถูกยกเลิกอัตโนมัติ'], en: ['How long do I have to accept a job?', '{job.assignHours} hours after it is assigned. Unanswered jobs are cancelled automatically.'] },
    { th: ['ได้รับเงินเมื่อไร', 'เมื่อส่งอินไซต์หลังโพสต์และงานมีสถานะ COMPLETED รายได้จะเข้ากระเป๋าเงินทันที'], en: ['When do I get paid?', 'When you submit your post insights and the job is COMPLETED, the earnings go straight to your wallet.'] },
    { th: ['ถอนเงินขั้นต่ำเท่าไร มีค่าธรรมเนียมไหม', 'ขั้นต่ำ {withdrawal.minimum} ค่าธรรมเนียม {withdrawal.fee} ต่อครั้ง และหักภาษี ณ ที่จ่าย {withdrawal.withholdingTax} สำหรับบุคคลธรรมดา'], en: ['What is the minimum withdrawal, and is there a fee?', '{withdrawal.minimum} minimum, a {withdrawal.fee} fee per withdrawal, and {withdrawal.withholdingTax} withholding tax for individuals.'] },
    { th: ['ทาเลนต์เมเนเจอร์คืออะไร', 'ผู้ดูแลครีเอเตอร์หลายคน ครีเอเตอร์ที่สมัครด้วยรหัสของผู้ดูแลและยอมรับความยินยอม จะแสดงในเมนูอินฟลูเอนเซอร์ของฉัน'], en: ['What is a talent manager?', 'Someone who manages several creators. Creators who join with their code and accept the consent appear under My influencers.'] },
    { th: ['ลบบัญชีได้อย่างไร', 'ไปที่หน้าบัญชี เลือกปิดบัญชี ระบบจะตรวจว่ามีงานค้างหรือยอดเงินคงเหลือหรือไม่ก่อนยืนยัน'], en: ['How do I delete my account?', 'Go to your account page and choose deactivate. Kolify first checks for open jobs or a remaining balance.'] },
  ],
  marketer: [
    { th: ['ใครสามารถเปิดบัญชีนักการตลาดได้', 'แบรนด์ เอเจนซี และบุคคลทั่วไปที่ต้องการจ้างครีเอเตอร์'], en: ['Who can open a marketer account?', 'Brands, agencies and individuals who want to hire creators.'] },
    { th: ['เครดิตคืออะไร', '1 เครดิตเท่ากับ 1 บาท เติมขั้นต่ำ {topup.minimum} บวกภาษีมูลค่าเพิ่ม {tax.vat} และใช้ได้ {credit.validDays} วัน'], en: ['What is credit?', '1 credit equals THB 1. Top up from {topup.minimum} plus {tax.vat} VAT; credit is valid for {credit.validDays} days.'] },
    { th: ['ชำระเงินช่องทางใดได้บ้าง', 'PromptPay QR และบัตรเครดิตผ่านเกตเวย์การชำระเงิน'], en: ['How can I pay?', 'PromptPay QR, and cards through the payment gateway.'] },
    { th: ['แพ็กเกจต่างจากแคมเปญแบบเครดิตอย่างไร', 'แพ็กเกจกำหนดจำนวนครีเอเตอร์ ระดับ และประเภทโพสต์ไว้ล่วงหน้า ส่วนแคมเปญเครดิตคุณตั้งราคาต่อคนเอง'], en: ['How is a package different from a credit campaign?', 'A package fixes the number of creators, tier and post type in advance; in a credit campaign you set the fee per creator.'] },
    { th: ['แพ็กเกจมีอายุกี่วัน', '180 วันนับจากวันที่ซื้อ'], en: ['How long is a package valid?', '180 days from purchase.'] },
    { th: ['แคมเปญสาธารณะกับแคมเปญเชิญเฉพาะต่างกันอย่างไร', 'แคมเปญสาธารณะแสดงบนกระดานงานให้ครีเอเตอร์สมัคร ส่วนแคมเปญเชิญเฉพาะคุณเลือกเชิญครีเอเตอร์เอง'], en: ['What is the difference between public and invite-only campaigns?', 'Public campaigns appear on the job board for creators to apply; in invite-only campaigns you invite creators yourself.'] },
    { th: ['เงินค่าจ้างถูกหักเมื่อไร', 'ราคางานถูกกันไว้เมื่อมอบหมายงาน คืนให้หากยกเลิกหรือถูกปฏิเสธ และตัดจริงเมื่องานเสร็จ'], en: ['When is the fee charged?', 'The job price is held when a job is assigned, released if it is cancelled or rejected, and captured when the job completes.'] },
    { th: ['ค่าธรรมเนียมแพลตฟอร์มเท่าไร', '{job.platformFee} ของราคางาน ครีเอเตอร์ได้รับส่วนที่เหลือ'], en: ['What is the platform fee?', '{job.platformFee} of the job price; the creator earns the rest.'] },
    { th: ['ขอแก้ไขงานได้ไหม', 'ได้ เมื่อครีเอเตอร์ส่งลิงก์โพสต์ คุณอนุมัติหรือขอแก้ไขพร้อมหมายเหตุได้ หากไม่ตรวจภายใน {job.reviewHours} ชั่วโมง ระบบจะอนุมัติให้อัตโนมัติ'], en: ['Can I ask for changes?', 'Yes. When a creator submits the post link you approve it or ask for changes with a note. If you do not review within {job.reviewHours} hours, it is approved automatically.'] },
    { th: ['เครดิตใกล้หมดอายุจะรู้ได้อย่างไร', 'ระบบแจ้งเตือน {credit.alertDays} วันก่อนหมดอายุ และแสดงเครดิตที่หมดอายุแล้วในหน้าเครดิตหมดอายุ'], en: ['How will I know credit is about to expire?', 'Kolify alerts you {credit.alertDays} days before expiry and lists expired credit on the expired-credit page.'] },
  ],
};

const packages = [
  { slug: 'micro-starter', status: 'publish', channelTypes: ['INSTAGRAM'], postType: 'photoPost', tier: 'micro', influencerCount: 5, priceMinor: 12_900_00, sort: 1, highlight: false,
    th: { name: 'Micro Starter', summary: 'ไมโครอินฟลูเอนเซอร์ 5 คน โพสต์ภาพบน Instagram คนละ 1 โพสต์', features: ['ครีเอเตอร์ 5 คน ระดับไมโคร', 'โพสต์ภาพคนละ 1 โพสต์', 'รายงานอินไซต์ครบทุกโพสต์'] },
    en: { name: 'Micro Starter', summary: 'Five micro-influencers, one Instagram photo post each', features: ['5 micro-tier creators', 'One photo post each', 'Insights for every post'] } },
  { slug: 'tiktok-buzz', status: 'publish', channelTypes: ['TIKTOK'], postType: 'videoPost', tier: 'micro', influencerCount: 10, priceMinor: 39_000_00, sort: 2, highlight: true,
    th: { name: 'TikTok Buzz', summary: 'ครีเอเตอร์ TikTok 10 คน วิดีโอสั้นคนละ 1 คลิป สร้างกระแสเร็ว', features: ['ครีเอเตอร์ 10 คน', 'วิดีโอสั้นคนละ 1 คลิป', 'ใส่โค้ดส่วนลดได้'] },
    en: { name: 'TikTok Buzz', summary: 'Ten TikTok creators, one short video each, for quick buzz', features: ['10 creators', 'One short video each', 'Coupon codes supported'] } },
  { slug: 'reels-boost', status: 'publish', channelTypes: ['INSTAGRAM'], postType: 'reel', tier: 'micro', influencerCount: 8, priceMinor: 34_500_00, sort: 3, highlight: false,
    th: { name: 'Reels Boost', summary: 'ครีเอเตอร์ 8 คน ทำ Instagram Reels คนละ 1 ชิ้น', features: ['ครีเอเตอร์ 8 คน', 'Reels คนละ 1 ชิ้น', 'ส่งสินค้าให้ทดลองได้'] },
    en: { name: 'Reels Boost', summary: 'Eight creators, one Instagram Reel each', features: ['8 creators', 'One Reel each', 'Product shipping supported'] } },
  { slug: 'food-review-local', status: 'publish', channelTypes: ['TIKTOK', 'LEMON8'], postType: 'videoPost', tier: 'micro', influencerCount: 6, priceMinor: 21_000_00, sort: 4, highlight: false,
    th: { name: 'รีวิวร้านอาหารท้องถิ่น', summary: 'ครีเอเตอร์สายอาหาร 6 คน มารีวิวที่ร้านจริง บน TikTok หรือ Lemon8', features: ['ครีเอเตอร์สายอาหาร 6 คน', 'รีวิวที่ร้าน', 'เหมาะกับร้านเปิดใหม่'] },
    en: { name: 'Local food review', summary: 'Six food creators review on site, on TikTok or Lemon8', features: ['6 food creators', 'On-site review', 'Ideal for new restaurants'] } },
  { slug: 'youtube-deep-review', status: 'publish', channelTypes: ['YOUTUBE'], postType: 'videoPost', tier: 'alist', influencerCount: 2, priceMinor: 96_000_00, sort: 5, highlight: false,
    th: { name: 'YouTube รีวิวเจาะลึก', summary: 'ครีเอเตอร์ระดับ A-list 2 คน รีวิวยาวบน YouTube', features: ['ครีเอเตอร์ A-list 2 คน', 'วิดีโอรีวิวยาว', 'เหมาะกับสินค้าราคาสูง'] },
    en: { name: 'YouTube deep review', summary: 'Two A-list creators, long-form YouTube reviews', features: ['2 A-list creators', 'Long-form review video', 'Suited to high-value products'] } },
  { slug: 'alist-launch', status: 'publish', channelTypes: ['INSTAGRAM', 'TIKTOK'], postType: 'reel', tier: 'alist', influencerCount: 3, priceMinor: 150_000_00, sort: 6, highlight: true,
    th: { name: 'A-list Launch', summary: 'ครีเอเตอร์ผู้ติดตามแสนขึ้นไป 3 คน สำหรับเปิดตัวสินค้าใหม่', features: ['ครีเอเตอร์ 3 คน ผู้ติดตาม 100,000+', 'Reels หรือ TikTok คนละ 1 ชิ้น', 'ผู้จัดการแคมเปญดูแล'] },
    en: { name: 'A-list Launch', summary: 'Three creators with 100,000+ followers for a product launch', features: ['3 creators with 100,000+ followers', 'One Reel or TikTok each', 'A dedicated campaign manager'] } },
  { slug: 'line-oa-broadcast', status: 'draft', channelTypes: ['LINE'], postType: 'shareLink', tier: 'micro', influencerCount: 10, priceMinor: 9_900_00, sort: 7, highlight: false,
    th: { name: 'LINE OA Broadcast (ร่าง)', summary: 'ร่างแพ็กเกจ ยังไม่เผยแพร่', features: ['ร่าง'] },
    en: { name: 'LINE OA Broadcast (draft)', summary: 'A draft package, not yet published', features: ['Draft'] } },
] as const;

const jobs = [
  { owner: 'brand', brandName: 'Siam Glow Cosmetics', locale: 'th', name: 'รีวิวเซรั่มกันแดด Siam Glow SPF50', brief: 'ทดลองใช้เซรั่มกันแดด 7 วัน แล้วเล่าประสบการณ์ในชีวิตประจำวัน เน้นเนื้อบางเบาไม่เหนียว', objective: 'awareness', channelTypes: ['INSTAGRAM', 'TIKTOK'], postTypes: ['reel'], tier: 'micro', interests: ['INTEREST_WOMEN'], influencerCount: 20, price: 3_000_00, shipping: true, applyIn: 10, hashtags: ['#SiamGlow', '#กันแดดผิวไทย'] },
  { owner: 'individual', brandName: 'Doi Brew Roasters', locale: 'th', name: 'แนะนำกาแฟดอยคั่วใหม่ ที่ร้านนิมมาน', brief: 'มาที่ร้านสาขานิมมาน ชิมกาแฟคั่วใหม่ และเล่าเรื่องเกษตรกรผู้ปลูก', objective: 'traffic', channelTypes: ['TIKTOK', 'LEMON8'], postTypes: ['videoPost'], tier: 'micro', interests: ['INTEREST_FOOD'], influencerCount: 8, price: 1_800_00, shipping: false, applyIn: 6, hashtags: ['#DoiBrew'] },
  { owner: 'agency', brandName: 'Thai EV Motors', locale: 'th', name: 'ทริปสุดสัปดาห์กับรถ EV คอมแพกต์รุ่นใหม่ของ Thai EV', brief: 'ขับรถ EV คอมแพกต์ของเราเที่ยวนอกกรุงเทพฯ หนึ่งสุดสัปดาห์ แล้วเล่าระยะทางที่วิ่งได้จริงและจุดแวะชาร์จระหว่างทาง', objective: 'engagement', channelTypes: ['YOUTUBE'], postTypes: ['videoPost'], tier: 'alist', interests: ['INTEREST_CAR', 'INTEREST_TRAVEL'], influencerCount: 3, price: 45_000_00, shipping: false, applyIn: 14, hashtags: ['#ThaiEV', '#EVroadtrip'] },
  { owner: 'agency', brandName: 'Andaman Blue Resort', locale: 'th', name: 'พักฟรี 2 คืนที่กระบี่ แลกคลิปรีวิวช่วงหน้าฝน', brief: 'เข้าพัก 2 คืน ถ่ายทอดบรรยากาศหน้าฝนและกิจกรรมในรีสอร์ต', objective: 'awareness', channelTypes: ['INSTAGRAM', 'TIKTOK'], postTypes: ['reel', 'story'], tier: 'micro', interests: ['INTEREST_TRAVEL'], influencerCount: 6, price: 5_000_00, shipping: false, applyIn: 20, hashtags: ['#AndamanBlue'] },
  { owner: 'agency', brandName: 'KaoKlai Invest', locale: 'th', name: 'อธิบายการลงทุนรายเดือนแบบเข้าใจง่าย', brief: 'ทำคลิปอธิบายการออมและลงทุนรายเดือนสำหรับคนเริ่มทำงาน พร้อมลิงก์เปิดบัญชี', objective: 'traffic', channelTypes: ['TIKTOK', 'YOUTUBE', 'X'], postTypes: ['videoPost'], tier: 'micro', interests: ['INTEREST_INVESTMENT'], influencerCount: 10, price: 4_500_00, shipping: false, applyIn: 12, hashtags: ['#KaoKlaiInvest'] },
  { owner: 'agency', brandName: 'Little Lotus Baby Care', locale: 'th', name: 'คุณพ่อคุณแม่มือใหม่ ลองผ้าอ้อมรุ่นใหม่', brief: 'ใช้ผ้าอ้อมรุ่นใหม่ 2 สัปดาห์ และเล่าชีวิตจริงกับลูกน้อย ไม่ต้องจัดฉาก', objective: 'engagement', channelTypes: ['INSTAGRAM', 'FACEBOOK_PROFILE'], postTypes: ['photoPost'], tier: 'micro', interests: ['INTEREST_PARENTING'], influencerCount: 15, price: 2_500_00, shipping: true, applyIn: 9, hashtags: ['#LittleLotus'] },
  { owner: 'agency', brandName: 'NextGen Gadget TH', locale: 'th', name: 'แกะกล่องและทดสอบหูฟังตัดเสียงรบกวน NextGen', brief: 'แกะกล่องหูฟัง แล้วลองใช้บนรถไฟฟ้า BTS ที่ทำงาน และที่ยิม รีวิวตามจริงได้เต็มที่', objective: 'coupon_code', channelTypes: ['TIKTOK', 'YOUTUBE'], postTypes: ['videoPost'], tier: 'micro', interests: ['INTEREST_TECH'], influencerCount: 12, price: 3_500_00, shipping: true, applyIn: 7, hashtags: ['#NextGenTH'] },
  { owner: 'agency', brandName: 'FitThai Plant Protein', locale: 'th', name: 'ชาเลนจ์ออกกำลังกาย 14 วัน กับโปรตีนพืช', brief: 'ชวนผู้ติดตามทำชาเลนจ์ 14 วัน และเล่าการใช้โปรตีนพืชหลังออกกำลังกาย', objective: 'engagement', channelTypes: ['INSTAGRAM', 'TIKTOK'], postTypes: ['reel', 'story'], tier: 'micro', interests: ['INTEREST_HEALTH'], influencerCount: 14, price: 2_800_00, shipping: true, applyIn: 15, hashtags: ['#FitThai14Days'] },
  { owner: 'agency', brandName: 'Bangkok Art Market', locale: 'th', name: 'พาเที่ยวคืนเปิดตลาดศิลปะกลางคืน Bangkok Art Market', brief: 'มาคืนเปิดงาน พูดคุยกับศิลปินผู้สร้างผลงาน แล้วแชร์ชิ้นงานที่คุณชอบที่สุด', objective: 'awareness', channelTypes: ['INSTAGRAM', 'LEMON8'], postTypes: ['photoPost', 'story'], tier: 'micro', interests: ['INTEREST_ART', 'INTEREST_LIFESTYLE'], influencerCount: 10, price: 2_000_00, shipping: false, applyIn: 5, hashtags: ['#BKKArtMarket'] },
  // The agency writes in English (its account's language): the board shows a Thai visitor a job in the other language, marked as such (issue 17).
  { owner: 'agency', brandName: 'Chao Phraya Sound Fest', locale: 'en', name: 'Share the Chao Phraya Sound Fest line-up', brief: 'Share the artist line-up, invite your friends to the riverside festival and add your discount code for tickets.', objective: 'coupon_code', channelTypes: ['TIKTOK', 'X', 'FACEBOOK_PAGE'], postTypes: ['shareLink', 'videoPost'], tier: 'micro', interests: ['INTEREST_MUSIC'], influencerCount: 25, price: 1_200_00, shipping: false, applyIn: 18, hashtags: ['#ChaoPhrayaSoundFest'] },
] as const;

const partners = [
  { channelType: 'TIKTOK', displayName: 'Mint Jiraporn', handle: '@mintkinkhao', followers: 182_000, interest: 'INTEREST_FOOD' },
  { channelType: 'INSTAGRAM', displayName: 'Ploy Srisuk', handle: '@ploy.glow', followers: 48_500, interest: 'INTEREST_WOMEN' },
  { channelType: 'YOUTUBE', displayName: 'Golf Autoreview', handle: '@golfautoreview', followers: 356_000, interest: 'INTEREST_CAR' },
  { channelType: 'INSTAGRAM', displayName: 'Nok Travel Diary', handle: '@noktravel', followers: 91_200, interest: 'INTEREST_TRAVEL' },
  { channelType: 'TIKTOK', displayName: 'Money Coach Aom', handle: '@coachaom', followers: 240_000, interest: 'INTEREST_INVESTMENT' },
  { channelType: 'FACEBOOK_PAGE', displayName: 'Bank Thanakorn', handle: 'Papa Bank Diary', followers: 67_800, interest: 'INTEREST_PARENTING' },
  { channelType: 'YOUTUBE', displayName: 'Tech Tonkla', handle: '@techtonkla', followers: 128_000, interest: 'INTEREST_TECH' },
  { channelType: 'LEMON8', displayName: 'Coach Beam', handle: '@coachbeam', followers: 23_400, interest: 'INTEREST_HEALTH' },
] as const;

const seo: Record<string, { th: [string, string, string]; en: [string, string, string] }> = {
  home: {
    th: ['Kolify — อินฟลูเอนเซอร์มาร์เก็ตติ้งสำหรับตลาดไทย', 'Kolify เชื่อมอินฟลูเอนเซอร์ไทยกับแบรนด์ เอเจนซี และบุคคลทั่วไป ทำแคมเปญแบบเครดิตหรือแพ็กเกจ รับงาน และรับเงินได้ในที่เดียว', 'อินฟลูเอนเซอร์, ครีเอเตอร์, การตลาดอินฟลูเอนเซอร์, รีวิวสินค้า'],
    en: ['Kolify — influencer marketing for Thailand', 'Kolify connects Thai influencers with brands, agencies and individuals. Run campaigns by credit or package, take jobs and get paid.', 'influencer, creator, influencer marketing, Thailand'],
  },
  about: { th: ['เกี่ยวกับเรา | Kolify', 'รู้จักเรา และเหตุผลที่เราสร้าง Kolify เพื่อครีเอเตอร์และแบรนด์ไทย', 'เกี่ยวกับเรา, Kolify'], en: ['About us | Kolify', 'Who we are and why we built Kolify for Thai creators and brands.', 'about, Kolify'] },
  articles: { th: ['บทความ | Kolify', 'เคล็ดลับ เรื่องราว และข่าวสารสำหรับอินฟลูเอนเซอร์และนักการตลาด', 'บทความ, เคล็ดลับอินฟลูเอนเซอร์'], en: ['Articles | Kolify', 'Tips, stories and updates for influencers and marketers.', 'articles, influencer tips'] },
  caseStudy: { th: ['เคสความสำเร็จ | Kolify', 'แคมเปญอินฟลูเอนเซอร์จริง และผลลัพธ์ที่เกิดขึ้น', 'กรณีศึกษา, แคมเปญอินฟลูเอนเซอร์'], en: ['Case studies | Kolify', 'Real influencer campaigns and the results they delivered.', 'case studies, influencer campaigns'] },
  contact: { th: ['ติดต่อเรา | Kolify', 'มีคำถามเกี่ยวกับ Kolify? ติดต่อทีมงานของเราได้เลย', 'ติดต่อ, Kolify'], en: ['Contact us | Kolify', 'Questions about Kolify? Get in touch with our team.', 'contact, Kolify'] },
  faq: { th: ['คำถามที่พบบ่อย | Kolify', 'คำตอบสำหรับอินฟลูเอนเซอร์และนักการตลาดที่ใช้ Kolify', 'คำถามที่พบบ่อย, FAQ'], en: ['Frequently asked questions | Kolify', 'Answers for influencers and marketers using Kolify.', 'FAQ, questions'] },
  partnership: { th: ['ร่วมเป็นพาร์ทเนอร์ | Kolify', 'เติบโตไปกับ Kolify ในฐานะเอเจนซี แพลตฟอร์ม หรือพาร์ทเนอร์ด้านทาเลนต์', 'พาร์ทเนอร์, ความร่วมมือ'], en: ['Partnership | Kolify', 'Grow with Kolify as an agency, platform or talent partner.', 'partnership, partners'] },
  privacy: { th: ['นโยบายความเป็นส่วนตัว | Kolify', 'Kolify เก็บ ใช้ และปกป้องข้อมูลส่วนบุคคลของคุณอย่างไร', 'ความเป็นส่วนตัว, PDPA'], en: ['Privacy policy | Kolify', 'How Kolify collects, uses and protects your personal data.', 'privacy, PDPA'] },
  termsOfUse: { th: ['ข้อกำหนดการใช้งาน | Kolify', 'ข้อกำหนดที่ใช้เมื่อคุณใช้งาน Kolify', 'ข้อกำหนด'], en: ['Terms of use | Kolify', 'The terms that apply when you use Kolify.', 'terms'] },
  jobMarketBoard: { th: ['ตลาดงาน | Kolify', 'แคมเปญที่เปิดรับอินฟลูเอนเซอร์อยู่ตอนนี้', 'งานอินฟลูเอนเซอร์, หางานรีวิว'], en: ['Job market | Kolify', 'Open campaigns from brands looking for influencers right now.', 'influencer jobs, creator jobs'] },
  Influencer: { th: ['สำหรับอินฟลูเอนเซอร์ | Kolify', 'เปลี่ยนผู้ติดตามให้เป็นรายได้ เชื่อมต่อช่องทาง รับงานจากแบรนด์ และรับเงิน', 'หางานอินฟลูเอนเซอร์'], en: ['For influencers | Kolify', 'Turn your following into income: connect your channels, take jobs from brands and get paid.', 'influencer jobs'] },
  Marketer: { th: ['สำหรับนักการตลาด | Kolify', 'เข้าถึงอินฟลูเอนเซอร์ไทยที่ใช่ ทำแคมเปญแบบเครดิตหรือแบบแพ็กเกจ', 'จ้างอินฟลูเอนเซอร์'], en: ['For marketers | Kolify', 'Reach the right Thai influencers. Run campaigns by credit or by package.', 'hire influencers'] },
  Download: { th: ['ดาวน์โหลด | Kolify', 'ดาวน์โหลดไฟล์จาก Kolify', 'ดาวน์โหลด'], en: ['Download | Kolify', 'Download a file from Kolify.', 'download'] },
};

const staticContent = {
  about: {
    th: ['เกี่ยวกับ Kolify', ['Kolify เริ่มต้นในกรุงเทพฯ ด้วยความเชื่อว่าครีเอเตอร์ทุกขนาดควรมีรายได้ที่ยุติธรรม และแบรนด์ทุกขนาดควรเข้าถึงครีเอเตอร์ที่ใช่ได้', '## สิ่งที่เราทำ', '- คัดกรองช่องทางด้วยข้อมูลจริง ไม่ใช่แค่ยอดผู้ติดตาม', '- กันเงินค่าจ้างไว้จนงานเสร็จ เพื่อความมั่นใจทั้งสองฝ่าย', '- จ่ายเงินครีเอเตอร์ภายในวันทำการถัดไป', 'วันนี้ครีเอเตอร์กว่า 40,000 คนและแบรนด์กว่า 1,200 รายใช้ Kolify ทุกเดือน']],
    en: ['About Kolify', ['Kolify started in Bangkok from the belief that creators of every size deserve fair pay, and brands of every size deserve access to the right creators.', '## What we do', '- Qualify channels with real data, not follower counts alone', '- Hold fees until the work is done, so both sides can trust the deal', '- Pay creators by the next working day', 'Today more than 40,000 creators and 1,200 brands use Kolify every month.']],
  },
  privacy: {
    th: ['นโยบายความเป็นส่วนตัว', ['Kolify เคารพความเป็นส่วนตัวของคุณและปฏิบัติตามพระราชบัญญัติคุ้มครองข้อมูลส่วนบุคคล พ.ศ. 2562 (PDPA)', '## ข้อมูลที่เราเก็บ', '- ข้อมูลบัญชี เช่น ชื่อ อีเมล หมายเลขโทรศัพท์', '- ข้อมูลช่องทางโซเชียลที่คุณเชื่อมต่อ และสถิติของโพสต์ในงาน', '- ข้อมูลบัญชีธนาคารสำหรับการถอนเงิน', '## สิทธิของคุณ', 'คุณขอเข้าถึง แก้ไข หรือลบข้อมูลได้ทุกเมื่อ โดยติดต่อ privacy@kolify.test']],
    en: ['Privacy policy', ['Kolify respects your privacy and follows the Thai Personal Data Protection Act B.E. 2562 (PDPA).', '## What we collect', '- Account data such as name, e-mail and phone number', '- The social channels you connect and the statistics of job posts', '- Bank account details for withdrawals', '## Your rights', 'You may ask to access, correct or delete your data at any time by writing to privacy@kolify.test.']],
  },
  termsOfUse: {
    th: ['ข้อกำหนดการใช้งาน', ['การใช้บริการ Kolify ถือว่าคุณยอมรับข้อกำหนดเหล่านี้', '## สำหรับอินฟลูเอนเซอร์', '- โพสต์ต้องเป็นผลงานของคุณเองและระบุว่าเป็นเนื้อหาที่ได้รับการสนับสนุน', '- ตัวเลขอินไซต์ต้องตรงกับข้อมูลจริงของแพลตฟอร์ม', '## สำหรับนักการตลาด', '- บรีฟต้องไม่ขัดต่อกฎหมายไทยหรือนโยบายของแพลตฟอร์ม', '- ค่าธรรมเนียมแพลตฟอร์ม 20% ของราคางาน']],
    en: ['Terms of use', ['By using Kolify you accept these terms.', '## For influencers', '- Posts must be your own work and marked as sponsored content', '- Insight figures must match the platform\'s real data', '## For marketers', '- Briefs must not break Thai law or platform policies', '- The platform fee is 20% of the job price']],
  },
} as const;

/** A tiny valid one-page PDF, so the demo download is a real file. */
function demoPdf(): Buffer {
  const text = 'Kolify media kit 2026 - creators, audiences and rates';
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] /Contents 4 0 R /Resources << /Font << /F1 5 0 R >> >> >>',
    `<< /Length ${44 + text.length} >>\nstream\nBT /F1 18 Tf 60 760 Td (${text}) Tj ET\nendstream`,
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>',
  ];
  let body = '%PDF-1.4\n';
  const offsets: number[] = [];
  objects.forEach((object, index) => {
    offsets.push(body.length);
    body += `${index + 1} 0 obj\n${object}\nendobj\n`;
  });
  const xref = body.length;
  body += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n${offsets.map((o) => `${String(o).padStart(10, '0')} 00000 n \n`).join('')}`;
  body += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(body, 'latin1');
}

const daysFrom = (now: Date, days: number) => new Date(now.getTime() + days * 86_400_000);
const dateOnly = (date: Date) => new Date(date.getTime() + 7 * 3_600_000).toISOString().slice(0, 10);

export async function seedContent(db: Database, options: { storage?: Storage; now: Date }): Promise<void> {
  const { now } = options;
  const daysFromNow = (days: number) => daysFrom(now, days);
  const [existing] = await db.select({ n: sql<number>`count(*)::int` }).from(contentCategories);
  if ((existing?.n ?? 0) > 0) return;
  const [brand] = await db.select({ id: users.id }).from(users).where(eq(users.email, 'brand@kolify.test'));
  const [agency] = await db.select({ id: users.id }).from(users).where(eq(users.email, 'agency@kolify.test'));
  const [individual] = await db.select({ id: users.id }).from(users).where(eq(users.email, 'individual@kolify.test'));
  const ownerIds = { brand: brand?.id, agency: agency?.id, individual: individual?.id };
  const [admin] = await db.select({ id: users.id }).from(users).where(eq(users.email, 'admin@kolify.test'));

  let pdfKey: string | null = null;
  if (options.storage) {
    pdfKey = 'demo-media-kit-2026.pdf';
    await options.storage.put(pdfKey, demoPdf(), 'application/pdf');
  }

  await db.transaction(async (tx) => {
    await tx.insert(contentCategories).values([
      ...blogCategories.map((c) => ({ ...c, kind: 'blog' as const, categoryClass: `category-${c.key.replace(/_/g, '-')}` })),
      ...caseCategories.map((c, index) => ({ ...c, kind: 'casestudy' as const, categoryClass: `interest-${c.classIcon}`, sort: index })),
    ]);

    const insertPosts = async (kind: 'article' | 'case_study', list: DemoPost[]) => {
      for (const item of list) {
        const publishedAt = new Date(now.getTime() - item.daysAgo * 86_400_000 - 3_600_000);
        const [row] = await tx
          .insert(contentPosts)
          .values({
            kind,
            categoryId: item.categoryId,
            status: item.status ?? 'publish',
            authorName: item.author ?? null,
            brandName: item.brand ?? null,
            creatorNames: item.creators ?? [],
            channelTypes: item.channels ?? [],
            metrics: item.metrics ?? {},
            // Each demo post has its own illustration (public/images/covers, made for it).
            coverUrl: demoCovers.some((cover) => cover.slug === item.en.slug) ? demoCoverUrl(item.en.slug) : null,
            publishedAt: (item.status ?? 'publish') === 'publish' ? publishedAt : null,
            createdBy: admin?.id ?? null,
            createdAt: publishedAt,
            updatedAt: publishedAt,
          })
          .returning({ id: contentPosts.id });
        for (const locale of ['th', 'en'] as const) {
          const words = item[locale];
          await tx.insert(contentPostTranslations).values({ postId: row!.id, kind, locale, slug: words.slug, title: words.title, excerpt: words.excerpt, bodyHtml: toHtml(words.body) });
        }
      }
    };
    await insertPosts('article', articles);
    await insertPosts('case_study', caseStudies);

    for (const audience of ['influencer', 'marketer'] as const) {
      await tx.insert(faqEntries).values(
        faq[audience].flatMap((entry, index) =>
          (['th', 'en'] as const).map((locale) => ({ audience, locale, question: entry[locale][0], answerHtml: `<p>${entry[locale][1]}</p>`, sort: index + 1 })),
        ),
      );
    }

    await tx.insert(seoPages).values(
      Object.entries(seo).flatMap(([page, words]) =>
        (['th', 'en'] as const).map((locale) => ({ page, locale, title: words[locale][0], description: words[locale][1], keyword: words[locale][2] })),
      ),
    );

    await tx.insert(staticPages).values(
      (Object.keys(staticContent) as (keyof typeof staticContent)[]).flatMap((slug) =>
        (['th', 'en'] as const).map((locale) => ({ slug, locale, title: staticContent[slug][locale][0], bodyHtml: toHtml([...staticContent[slug][locale][1]]) })),
      ),
    );

    for (const offer of packages) {
      const [row] = await tx
        .insert(packageOffers)
        .values({
          slug: offer.slug,
          status: offer.status,
          channelTypes: [...offer.channelTypes],
          postType: offer.postType,
          tier: offer.tier,
          influencerCount: offer.influencerCount,
          priceMinor: offer.priceMinor,
          highlight: offer.highlight,
          sort: offer.sort,
        })
        .returning({ id: packageOffers.id });
      for (const locale of ['th', 'en'] as const) {
        const words = offer[locale];
        await tx.insert(packageOfferTranslations).values({
          packageId: row!.id,
          locale,
          name: words.name,
          summary: words.summary,
          descriptionHtml: `<p>${words.summary}</p>`,
          features: [...words.features],
        });
      }
    }

    // Each campaign belongs to the marketer whose brand it carries: the brand runs its own, the
    // agency runs its clients', the individual marketer runs his coffee shop's (issue 32).
    const owned = jobs.flatMap((job, index) => {
      const marketerId = ownerIds[job.owner];
      return marketerId
        ? [{ ...campaignRow(job, marketerId, [job.applyIn, job.applyIn + 2, job.applyIn + 16], now), visibility: 'public' as const, status: 'published' as const, publishedAt: new Date(now.getTime() - (index + 1) * 7_200_000) }]
        : [];
    });
    if (owned.length > 0) await tx.insert(campaigns).values(owned);
    if (brand) {
      // Not on the job board: a draft, an invite-only campaign and one whose applications closed,
      // each its own Siam Glow product (the status badge says which, not the name).
      const base = campaignRow(jobs[0], brand.id, [30, 32, 45], now);
      await tx.insert(campaigns).values([
        { ...base, name: 'ลิปทินต์ Siam Glow Juicy Tint สีใหม่', brief: 'ทาลิปทินต์สีใหม่ตลอดวัน แล้วโชว์สีก่อนและหลังกินข้าว เน้นความติดทน', briefHtml: '<p>ทาลิปทินต์สีใหม่ตลอดวัน แล้วโชว์สีก่อนและหลังกินข้าว เน้นความติดทน</p>', hashtags: ['#SiamGlow', '#JuicyTint'], visibility: 'public', status: 'draft' },
        { ...base, name: 'ครีมบำรุงผิวกลางคืน Siam Glow Night Repair สำหรับครีเอเตอร์ที่ได้รับเชิญ', brief: 'ใช้ครีมบำรุงกลางคืนสองสัปดาห์ก่อนวางขาย แล้วเล่าผลลัพธ์ที่เห็นจริงบนผิว', briefHtml: '<p>ใช้ครีมบำรุงกลางคืนสองสัปดาห์ก่อนวางขาย แล้วเล่าผลลัพธ์ที่เห็นจริงบนผิว</p>', hashtags: ['#SiamGlow', '#NightRepair'], visibility: 'invite_only', status: 'published', publishedAt: now },
        { ...base, name: 'ปาร์ตี้ปลายปีผิวโกลว์กับสเปรย์ Siam Glow Glow Mist', brief: 'ฉีดสเปรย์ก่อนออกงานปาร์ตี้ปลายปี แล้วเล่าว่าผิวยังสดชื่นจนจบงาน ถ่ายก่อนและหลังในแสงไฟงาน', briefHtml: '<p>ฉีดสเปรย์ก่อนออกงานปาร์ตี้ปลายปี แล้วเล่าว่าผิวยังสดชื่นจนจบงาน ถ่ายก่อนและหลังในแสงไฟงาน</p>', hashtags: ['#SiamGlow', '#GlowMist'], visibility: 'public', status: 'published', applyBy: dateOnly(daysFromNow(-3)), postFrom: dateOnly(daysFromNow(-1)), postTo: dateOnly(daysFromNow(13)), publishedAt: daysFromNow(-30) },
      ]);
    }

    await tx.insert(partnerChannels).values(partners.map((p, index) => ({ ...p, sort: index + 1, profileUrl: null })));

    if (pdfKey) {
      const [file] = await tx
        .insert(uploads)
        .values({ kind: 'download', visibility: 'public', storageKey: pdfKey, mime: 'application/pdf', ext: 'pdf', sizeBytes: demoPdf().length, originalName: 'kolify-media-kit-2026.pdf', userId: admin?.id ?? null })
        .returning({ id: uploads.id });
      await tx.insert(downloads).values({
        id: demoDownloadId,
        uploadId: file!.id,
        titleTh: 'มีเดียคิต Kolify 2026',
        titleEn: 'Kolify media kit 2026',
        descriptionTh: 'ข้อมูลกลุ่มผู้ชม ครีเอเตอร์ และอัตราค่าบริการของ Kolify สำหรับแบรนด์และเอเจนซี',
        descriptionEn: 'Kolify audiences, creators and rates for brands and agencies.',
      });
    }
  });
}

/** A demo job as a credit-funded campaign of `marketerId`; `days` from now: applications close, posting starts, posting ends. */
function campaignRow(job: (typeof jobs)[number], marketerId: string, days: [applyBy: number, postFrom: number, postTo: number], now: Date) {
  const daysFromNow = (offset: number) => daysFrom(now, offset);
  return {
    marketerId,
    brandName: job.brandName,
    locale: job.locale,
    name: job.name,
    brief: job.brief,
    // The brief a creator reads on the job's page (the plain `brief` is only the card's summary).
    briefHtml: `<p>${job.brief}</p>`,
    objective: job.objective,
    channelTypes: [...job.channelTypes],
    postTypes: [...job.postTypes],
    tier: job.tier,
    interests: [...job.interests],
    influencerCount: job.influencerCount,
    funding: 'credit' as const,
    pricePerInfluencerMinor: job.price,
    productShipping: job.shipping,
    applyBy: dateOnly(daysFromNow(days[0])),
    postFrom: dateOnly(daysFromNow(days[1])),
    postTo: dateOnly(daysFromNow(days[2])),
    hashtags: [...job.hashtags],
  };
}
