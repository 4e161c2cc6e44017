import { describe, expect, it } from 'vitest';
import { defaultWithdrawalRules, withdrawalBreakdown } from './earnings';

describe('withdrawalBreakdown: 30 THB fee, 3 % withholding tax on the gross for individuals', () => {
  const table = [
    // amount, holder, fee, wht, net (satang)
    [300_00, 'individual', 30_00, 9_00, 261_00],
    [1_234_56, 'individual', 30_00, 37_04, 1_167_52],
    [1_234_50, 'individual', 30_00, 37_04, 1_167_46], // 37.035 rounds half up
    [1_000_00, 'individual', 30_00, 30_00, 940_00],
    [300_01, 'individual', 30_00, 9_00, 261_01],
    [300_00, 'company', 30_00, 0, 270_00],
    [1_234_56, 'company', 30_00, 0, 1_204_56],
    [99_999_999_99, 'individual', 30_00, 3_000_000_00, 96_999_969_99],
  ] as const;
  for (const [amount, holder, fee, wht, net] of table) {
    it(`${(amount / 100).toFixed(2)} THB (${holder}) → fee ${(fee / 100).toFixed(2)}, wht ${(wht / 100).toFixed(2)}, net ${(net / 100).toFixed(2)}`, () => {
      const breakdown = withdrawalBreakdown(amount, holder, defaultWithdrawalRules);
      expect(breakdown).toEqual({ amountMinor: amount, feeMinor: fee, whtMinor: wht, netMinor: net });
      expect(breakdown.feeMinor + breakdown.whtMinor + breakdown.netMinor).toBe(amount);
    });
  }

  it('the default fee, minimum and tax are the house figures', () => {
    expect(defaultWithdrawalRules).toEqual({ minimumMinor: 300_00, feeMinor: 30_00, withholdingTaxBp: 300 });
  });

  it('follows the rules it is given: a 50 THB fee and 5 % tax', () => {
    const rules = { minimumMinor: 500_00, feeMinor: 50_00, withholdingTaxBp: 500 };
    expect(withdrawalBreakdown(1_000_00, 'individual', rules)).toEqual({ amountMinor: 1_000_00, feeMinor: 50_00, whtMinor: 50_00, netMinor: 900_00 });
    expect(withdrawalBreakdown(1_000_00, 'company', rules)).toEqual({ amountMinor: 1_000_00, feeMinor: 50_00, whtMinor: 0, netMinor: 950_00 });
  });
});
