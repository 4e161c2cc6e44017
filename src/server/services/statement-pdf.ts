import { createRequire } from 'node:module';
import { eq } from 'drizzle-orm';
import PDFDocument from 'pdfkit';
import type { StatementRow } from '#common/contracts/money';
import { marketerProfiles } from '../db/schema/marketer';
import type { Deps } from '../deps';

/**
 * The usage statement as a PDF, generated on the server (so no PDF code reaches the browser) and
 * imported only when a PDF is asked for. Thai and Latin runs are set in Noto Sans Thai's two
 * subsets (fontsource ships them apart); both are embedded in the file.
 */
const require = createRequire(import.meta.url);
const fontFile = (subset: 'thai' | 'latin', weight: 400 | 700) => require.resolve(`@fontsource/noto-sans-thai/files/noto-sans-thai-${subset}-${weight === 700 && subset === 'latin' ? 400 : weight}-normal.woff`);

/** The issuer printed on every statement. */
const company = {
  name: { th: 'บริษัท โคลิฟาย จำกัด (สำนักงานใหญ่)', en: 'Kolify Co., Ltd. (Head office)' },
  taxId: '0105560000001',
  address: { th: '88 ถนนสุขุมวิท แขวงคลองเตย เขตคลองเตย กรุงเทพฯ 10110', en: '88 Sukhumvit Road, Khlong Toei, Bangkok 10110' },
};

const labels = {
  th: { title: 'รายการเคลื่อนไหวเครดิต', customer: 'ลูกค้า', taxId: 'เลขประจำตัวผู้เสียภาษี', period: 'ช่วงวันที่', all: 'ทั้งหมด', date: 'วันที่', kind: 'รายการ', amount: 'จำนวน (บาท)', balance: 'คงเหลือ (บาท)' },
  en: { title: 'Credit usage statement', customer: 'Customer', taxId: 'Tax ID', period: 'Period', all: 'All', date: 'Date', kind: 'Movement', amount: 'Amount (THB)', balance: 'Balance (THB)' },
};
const kinds: Record<string, { th: string; en: string }> = {
  topup: { th: 'เติมเครดิต', en: 'Top-up' },
  reserve: { th: 'กันเครดิตสำหรับงาน', en: 'Reserved for a job' },
  release: { th: 'คืนเครดิตที่กันไว้', en: 'Released' },
  capture: { th: 'ชำระค่างาน', en: 'Paid for a job' },
  expire: { th: 'เครดิตหมดอายุ', en: 'Expired' },
  refund: { th: 'คืนเงิน', en: 'Refund' },
  reversal: { th: 'รายการแก้ไข', en: 'Correction' },
  package: { th: 'ซื้อแพ็กเกจ', en: 'Package bought' },
};

const money = (minor: number) => (minor / 100).toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 });

export async function statementPdf(deps: Pick<Deps, 'db'>, marketerId: string, rows: StatementRow[], options: { from?: string; to?: string; locale: 'th' | 'en' }): Promise<Buffer> {
  const [profile] = await deps.db.select().from(marketerProfiles).where(eq(marketerProfiles.userId, marketerId));
  const l = labels[options.locale];
  const doc = new PDFDocument({ size: 'A4', margin: 48, info: { Title: l.title, Producer: 'Kolify' } });
  doc.registerFont('thai', fontFile('thai', 400));
  doc.registerFont('thai-bold', fontFile('thai', 700));
  doc.registerFont('latin', fontFile('latin', 400));
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<Buffer>((resolve) => doc.on('end', () => resolve(Buffer.concat(chunks))));

  /** Writes text in runs: Thai characters in the Thai subset, everything else in the Latin one. */
  const write = (text: string, x: number, y: number, options: { size?: number; bold?: boolean; width?: number; align?: 'left' | 'right' } = {}) => {
    doc.fontSize(options.size ?? 10);
    if (options.align === 'right') {
      // Right-aligned cells hold numbers only (Latin).
      doc.font('latin').text(text, x, y, { width: options.width, align: 'right', lineBreak: false });
      return;
    }
    const runs = text.match(/[\u0E00-\u0E7F]+|[^\u0E00-\u0E7F]+/g) ?? [];
    runs.forEach((run, index) => {
      const thai = /[\u0E00-\u0E7F]/.test(run);
      doc.font(thai ? (options.bold ? 'thai-bold' : 'thai') : 'latin');
      if (index === 0) doc.text(run, x, y, { continued: index < runs.length - 1, lineBreak: false });
      else doc.text(run, { continued: index < runs.length - 1, lineBreak: false });
    });
  };

  write(company.name[options.locale], 48, 48, { size: 14, bold: true });
  write(`${l.taxId} ${company.taxId}`, 48, 70);
  write(company.address[options.locale], 48, 86);
  write(l.title, 48, 120, { size: 16, bold: true });
  const customer = profile?.type === 'individual' ? profile.contactName : (profile?.companyName ?? profile?.contactName ?? '');
  write(`${l.customer}: ${customer}`, 48, 148);
  if (profile?.taxId) write(`${l.taxId}: ${profile.taxId}`, 48, 164);
  write(`${l.period}: ${options.from || options.to ? `${options.from ?? '…'} – ${options.to ?? '…'}` : l.all}`, 48, 180);

  const columns = { date: 48, kind: 170, amount: 330, balance: 450 };
  let y = 212;
  const header = () => {
    write(l.date, columns.date, y, { bold: true });
    write(l.kind, columns.kind, y, { bold: true });
    write(l.amount, columns.amount, y, { bold: true });
    write(l.balance, columns.balance, y, { bold: true });
    y += 20;
  };
  header();
  for (const row of rows) {
    if (y > 780) {
      doc.addPage();
      y = 48;
      header();
    }
    const at = new Date(row.at);
    // Bangkok date and time (UTC+7).
    const local = new Date(at.getTime() + 7 * 3600_000).toISOString().replace('T', ' ').slice(0, 16);
    write(local, columns.date, y);
    write(`${kinds[row.kind]?.[options.locale] ?? row.kind}${row.slots ? ` (${row.slots})` : ''}`, columns.kind, y);
    write(money(row.amount), columns.amount, y, { width: 90, align: 'right' });
    write(money(row.balance), columns.balance, y, { width: 90, align: 'right' });
    y += 16;
  }
  doc.end();
  return done;
}
