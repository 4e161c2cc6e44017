import { eq } from 'drizzle-orm';
import type { StatementRow } from '#common/contracts/money';
import { marketerProfiles } from '../db/schema/marketer';
import type { Deps } from '../deps';
import { formatDate, formatDateTime } from '#common/dates';
import { pdfCurrency, pdfMoney as money, thaiPdf } from './pdf';

/**
 * The usage statement as a PDF, generated on the server (so no PDF code reaches the browser) and
 * imported only when a PDF is asked for. Thai and Latin runs are set in Noto Sans Thai's two
 * subsets (fontsource ships them apart); both are embedded in the file.
 */
const labels = {
  th: { title: 'รายการเคลื่อนไหวเครดิต', customer: 'ลูกค้า', taxId: 'เลขประจำตัวผู้เสียภาษี', period: 'ช่วงวันที่', all: 'ทั้งหมด', date: 'วันที่', kind: 'รายการ', get amount() {
      return `จำนวน (${pdfCurrency()})`;
    },
    get balance() {
      return `คงเหลือ (${pdfCurrency()})`;
    }, available: 'เครดิตคงเหลือ', reserved: 'เครดิตที่กันไว้', opening: 'ยอดยกมา', in: 'รับเข้า', out: 'จ่ายออก', closing: 'ยอดคงเหลือปลายงวด' },
  en: { title: 'Credit usage statement', customer: 'Customer', taxId: 'Tax ID', period: 'Period', all: 'All', date: 'Date', kind: 'Movement', get amount() {
      return `Amount (${pdfCurrency()})`;
    },
    get balance() {
      return `Balance (${pdfCurrency()})`;
    }, available: 'Available credit', reserved: 'Reserved credit', opening: 'Opening balance', in: 'In', out: 'Out', closing: 'Closing balance' },
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

export async function statementPdf(
  deps: Pick<Deps, "db">,
  marketerId: string,
  rows: StatementRow[],
  options: { from?: string; to?: string; locale: "th" | "en" },
): Promise<Buffer> {
  const [profile] = await deps.db
    .select()
    .from(marketerProfiles)
    .where(eq(marketerProfiles.userId, marketerId));
  const l = labels[options.locale];
  const { doc, write, letterhead, finish } = thaiPdf(l.title);
  letterhead(options.locale, l.taxId);
  write(l.title, 48, 120, { size: 16, bold: true });
  const customer =
    profile?.type === "individual"
      ? profile.contactName
      : (profile?.companyName ?? profile?.contactName ?? "");
  write(`${l.customer}: ${customer}`, 48, 148);
  if (profile?.taxId) write(`${l.taxId}: ${profile.taxId}`, 48, 164);
  // Documents follow the screens' date rules (dd/mm/2569 in Thai), never ISO dates.
  const day = (iso: string | undefined) => (iso ? formatDate(iso, options.locale) : '…');
  write(`${l.period}: ${options.from || options.to ? `${day(options.from)} – ${day(options.to)}` : l.all}`, 48, 180);

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
    if (y > 770) {
      doc.addPage();
      y = 48;
      header();
    }
    write(formatDateTime(row.at, options.locale), columns.date, y);
    write(`${kinds[row.kind]?.[options.locale] ?? row.kind}${row.slots ? ` (${row.slots})` : ''}`, columns.kind, y);
    write(money(row.amount), columns.amount, y, { width: 90, align: 'right' });
    write(money(row.balance), columns.balance, y, { width: 90, align: 'right' });
    // The account, campaign and influencer under the movement, as on the screen and in the CSV.
    const owner = [row.account ? l[row.account] : null, row.campaign?.name, row.influencer].filter(Boolean).join(' · ');
    if (owner) write(owner.length > 70 ? `${owner.slice(0, 69)}…` : owner, columns.kind, y + 12, { size: 8 });
    y += owner ? 28 : 16;
  }

  // Totals, as a bank statement ends: opening balance, money in, money out, closing balance, of the
  // available credit. Rows are newest first; reserved-credit rows and package rows (slots) are left out.
  const credit = rows.filter((row) => row.account === 'available');
  const oldest = credit.at(-1);
  const totals = [
    [l.opening, oldest ? oldest.balance - oldest.amount : 0],
    [l.in, credit.filter((row) => row.amount > 0).reduce((sum, row) => sum + row.amount, 0)],
    [l.out, credit.filter((row) => row.amount < 0).reduce((sum, row) => sum + row.amount, 0)],
    [l.closing, credit[0]?.balance ?? 0],
  ] as const;
  if (y > 720) {
    doc.addPage();
    y = 48;
  }
  y += 12;
  for (const [label, amount] of totals) {
    write(label, columns.kind, y, { bold: true });
    write(money(amount), columns.balance, y, { width: 90, align: 'right', bold: true });
    y += 16;
  }
  return finish();
}
