import { describe, expect, it } from 'vitest';
import { promptPayPayload } from './payments';

/**
 * The PromptPay QR a marketer scans: an EMVCo merchant-presented payload (Thai QR Payment
 * standard). Read back field by field and its checksum recomputed here, so a wrong amount, a
 * wrong proxy or a broken CRC would fail.
 */
function fields(payload: string): Map<string, string> {
  const out = new Map<string, string>();
  for (let at = 0; at < payload.length; ) {
    const tag = payload.slice(at, at + 2);
    const length = Number(payload.slice(at + 2, at + 4));
    out.set(tag, payload.slice(at + 4, at + 4 + length));
    at += 4 + length;
  }
  return out;
}

/** CRC-16/CCITT-FALSE (poly 0x1021, init 0xFFFF), as EMVCo specifies for tag 63. */
function crc16(text: string): string {
  let crc = 0xffff;
  for (const byte of Buffer.from(text, 'utf8')) {
    crc ^= byte << 8;
    for (let bit = 0; bit < 8; bit += 1) crc = crc & 0x8000 ? ((crc << 1) ^ 0x1021) & 0xffff : (crc << 1) & 0xffff;
  }
  return crc.toString(16).toUpperCase().padStart(4, '0');
}

describe('promptPayPayload', () => {
  it('pays 1,070.00 THB (1,000 + 7 % VAT) to a company tax id, dynamic, with a valid checksum', () => {
    const payload = promptPayPayload('0105558123451', 107_000);
    const top = fields(payload);
    expect(top.get('00')).toBe('01');
    expect(top.get('01')).toBe('12'); // dynamic: one amount, one payment
    expect(top.get('53')).toBe('764'); // THB
    expect(top.get('54')).toBe('1070.00');
    expect(top.get('58')).toBe('TH');
    const merchant = fields(top.get('29')!);
    expect(merchant.get('00')).toBe('A000000677010111');
    expect(merchant.get('02')).toBe('0105558123451'); // 13 digits: a tax id
    expect(payload.slice(-8, -4)).toBe('6304');
    expect(top.get('63')).toBe(crc16(payload.slice(0, -4)));
  });

  it('turns a Thai mobile number into its 0066 proxy and keeps satang exact', () => {
    const top = fields(promptPayPayload('0812345678', 123_456));
    expect(fields(top.get('29')!).get('01')).toBe('0066812345678');
    expect(top.get('54')).toBe('1234.56');
  });
});
