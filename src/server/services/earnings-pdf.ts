import { eq } from "drizzle-orm";
import type { Earn, EarnMovement } from "#common/contracts/earnings";
import { percentOfBp } from "#common/money";
import { users } from "../db/schema/auth";
import type { Deps } from "../deps";
import {
  localPdfDateTime,
  pdfCurrency,
  pdfMoney as money,
  thaiPdf,
} from "./pdf";

/**
 * The influencer's earnings statement as a PDF (the same pdfkit + Noto Sans Thai way as the
 * marketer's statement, services/pdf.ts): the four figures, then every movement with its job's
 * campaign, and for a withdrawal its fee and withholding tax. Imported only when a PDF is asked for.
 */
const labels = {
  th: {
    title: "รายงานรายได้และการถอนเงิน",
    taxId: "เลขประจำตัวผู้เสียภาษี",
    influencer: "อินฟลูเอนเซอร์",
    available: "ถอนได้",
    pending: "รอยืนยัน",
    withdrawing: "กำลังถอน",
    withdrawn: "ถอนแล้ว",
    date: "วันที่",
    item: "รายการ",
    get amount() {
      return `จำนวน (${pdfCurrency()})`;
    },
    fee: "ค่าธรรมเนียม",
    // The rate each withdrawal was charged (fixed when it was asked for; per country: issue 30).
    wht: (rate: string) => `ภาษีหัก ณ ที่จ่าย ${rate}%`,
    net: "รับสุทธิ",
    get balance() {
      return `คงเหลือ (${pdfCurrency()})`;
    },
  },
  en: {
    title: "Earnings and withdrawals statement",
    taxId: "Tax ID",
    influencer: "Influencer",
    available: "Available",
    pending: "Pending",
    withdrawing: "Withdrawing",
    withdrawn: "Withdrawn",
    date: "Date",
    item: "Movement",
    get amount() {
      return `Amount (${pdfCurrency()})`;
    },
    fee: "Fee",
    wht: (rate: string) => `Withholding tax ${rate}%`,
    net: "net",
    get balance() {
      return `Balance (${pdfCurrency()})`;
    },
  },
};
const kinds: Record<string, { th: string; en: string }> = {
  "job.escrow_capture": { th: "รายได้จากงาน", en: "Job earning" },
  "referral.reward": { th: "รางวัลแนะนำเพื่อน", en: "Referral reward" },
  "withdrawal.request": { th: "ถอนเงิน", en: "Withdrawal" },
  "withdrawal.reject": {
    th: "คืนเงินจากคำขอที่ไม่อนุมัติ",
    en: "Rejected withdrawal returned",
  },
};

/** The withholding rate a withdrawal was charged, from its own figures (3 % in Thailand, 2.5 % in Indonesia …). */
const whtRate = (wht: number, amount: number) => percentOfBp(amount === 0 ? 0 : Math.round((wht * 10_000) / Math.abs(amount)));

export async function earningsPdf(
  deps: Pick<Deps, "db">,
  influencerId: string,
  earn: Earn,
  movements: EarnMovement[],
  locale: "th" | "en",
): Promise<Buffer> {
  const [user] = await deps.db
    .select({ email: users.email })
    .from(users)
    .where(eq(users.id, influencerId));
  const l = labels[locale];
  const { doc, write, letterhead, finish } = thaiPdf(l.title);
  letterhead(locale, l.taxId);
  write(l.title, 48, 120, { size: 16, bold: true });
  write(`${l.influencer}: ${user?.email ?? ""}`, 48, 148);
  write(
    `${l.available} ${money(earn.available)} · ${l.pending} ${money(earn.pending)} · ${l.withdrawing} ${money(earn.withdrawing)} · ${l.withdrawn} ${money(earn.withdrawn)}`,
    48,
    166,
  );

  const columns = { date: 48, item: 150, amount: 360, balance: 450 };
  let y = 200;
  const header = () => {
    write(l.date, columns.date, y, { bold: true });
    write(l.item, columns.item, y, { bold: true });
    write(l.amount, columns.amount, y, { bold: true });
    write(l.balance, columns.balance, y, { bold: true });
    y += 20;
  };
  header();
  for (const row of movements) {
    if (y > 770) {
      doc.addPage();
      y = 48;
      header();
    }
    write(localPdfDateTime(new Date(row.at)), columns.date, y);
    const kind = kinds[row.kind]?.[locale] ?? row.kind;
    write(
      row.campaignName ? `${kind}: ${row.campaignName.slice(0, 38)}` : kind,
      columns.item,
      y,
    );
    write(money(row.amount), columns.amount - 10, y, {
      width: 80,
      align: "right",
    });
    write(money(row.balance), columns.balance, y, {
      width: 90,
      align: "right",
    });
    y += 14;
    if (row.fee !== null && row.wht !== null && row.net !== null) {
      write(
        `${l.fee} ${money(row.fee)} · ${l.wht(whtRate(row.wht, row.amount))} ${money(row.wht)} · ${l.net} ${money(row.net)}`,
        columns.item,
        y,
        { size: 8 },
      );
      y += 14;
    }
  }
  return finish();
}
