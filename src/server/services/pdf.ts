import { currencyOf, formatAmount } from '#common/money';
import { countryRules, deploymentCountry, localDateTime } from '#common/countries';
import { createRequire } from 'node:module';
import PDFDocument from 'pdfkit';

/**
 * The one way the server writes a PDF (statements of marketers and influencers): pdfkit with Noto
 * Sans Thai from @fontsource, whose Thai and Latin subsets ship apart, so text is set in runs.
 * Imported only when a PDF is asked for (pdfkit and the fonts are large).
 */
const require = createRequire(import.meta.url);
const fontFile = (subset: 'thai' | 'latin', weight: 400 | 700) => require.resolve(`@fontsource/noto-sans-thai/files/noto-sans-thai-${subset}-${weight === 700 && subset === 'latin' ? 400 : weight}-normal.woff`);

/** The issuer printed on every statement. */
export const company = {
  name: { th: 'บริษัท โคลิฟาย จำกัด (สำนักงานใหญ่)', en: 'Kolify Co., Ltd. (Head office)' },
  taxId: '0105560000001',
  address: { th: '88 ถนนสุขุมวิท แขวงคลองเตย เขตคลองเตย กรุงเทพฯ 10110', en: '88 Sukhumvit Road, Khlong Toei, Bangkok 10110' },
};

export type WriteOptions = { size?: number; bold?: boolean; width?: number; align?: 'left' | 'right' };

/** Issue 30: the deployment's number format (its currency is named in the column header, pdfCurrency). */
export function pdfMoney(minor: number): string {
  const rules = countryRules[deploymentCountry()];
  const decimals = rules.displayDecimals === 0 ? 0 : 2;
  // A statement prints zero as a figure, not as the screens' dash.
  if (Math.round(minor) === 0) return decimals === 0 ? '0' : `0${rules.separators.decimal}00`;
  return formatAmount(minor, { decimals });
}
export const pdfCurrency = () => currencyOf();
/** The deployment's local date and time (Bangkok, Jakarta, Bogotá; issue 30), YYYY-MM-DD HH:mm. */
export const localPdfDateTime = (at: Date) => localDateTime(at);

export function thaiPdf(title: string) {
  const doc = new PDFDocument({ size: 'A4', margin: 48, info: { Title: title, Producer: 'Kolify' } });
  doc.registerFont('thai', fontFile('thai', 400));
  doc.registerFont('thai-bold', fontFile('thai', 700));
  doc.registerFont('latin', fontFile('latin', 400));
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<Buffer>((resolve) => doc.on('end', () => resolve(Buffer.concat(chunks))));

  /** Writes text in runs: Thai characters in the Thai subset, everything else in the Latin one. */
  const write = (text: string, x: number, y: number, options: WriteOptions = {}) => {
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

  /** The issuer's block at the top of the first page. */
  const letterhead = (locale: 'th' | 'en', taxIdLabel: string) => {
    write(company.name[locale], 48, 48, { size: 14, bold: true });
    write(`${taxIdLabel} ${company.taxId}`, 48, 70);
    write(company.address[locale], 48, 86);
  };

  return {
    doc,
    write,
    letterhead,
    finish: () => {
      doc.end();
      return done;
    },
  };
}
