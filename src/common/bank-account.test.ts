import { describe, expect, it } from 'vitest';
import * as v from 'valibot';
import { accountNameMatches, accountNumberLength, maskAccountNumber, normalizeAccountName, profileNamesOf } from './bank-account';
import { bankAccountBody } from './contracts/earnings';

const ids = { idCardUploadId: '00000000-0000-4000-8000-000000000001', bankBookUploadId: '00000000-0000-4000-8000-000000000002' };

describe('bank account rules', () => {
  it('12 digits for GSB, GHB and BAAC, 10 for the others', () => {
    expect(['030', '033', '034'].map((code) => accountNumberLength(code as never))).toEqual([12, 12, 12]);
    expect(['002', '004', '006', '011', '014', '025', '066', '073'].map((code) => accountNumberLength(code as never))).toEqual([10, 10, 10, 10, 10, 10, 10, 10]);
  });

  it('the contract strips dashes and spaces, then checks digits and length per bank', () => {
    const parse = (bankCode: string, accountNumber: string) => v.safeParse(bankAccountBody, { bankCode, accountNumber, accountName: 'A B', holderType: 'individual', ...ids });
    expect(parse('004', '123-4-56789-0').output).toMatchObject({ accountNumber: '1234567890' });
    expect(parse('030', '0200 1234 5678').success).toBe(true);
    expect(parse('030', '1234567890').issues?.[0]?.message).toBe('bank_account_number_length');
    expect(parse('004', '12345678901').issues?.[0]?.message).toBe('bank_account_number_length');
    expect(parse('004', '12345o7890').issues?.[0]?.message).toBe('bank_account_number_invalid');
  });

  it('names match after trimming, collapsing spaces, Latin case and a leading title', () => {
    const names = profileNamesOf({ firstNameEn: 'Ploy', lastNameEn: 'Srisuk', firstNameTh: 'พลอย', lastNameTh: 'ศรีสุข' });
    expect(names).toEqual(['Ploy Srisuk', 'พลอย ศรีสุข']);
    for (const typed of ['ploy srisuk', '  PLOY   Srisuk ', 'พลอย  ศรีสุข', 'นางสาวพลอย ศรีสุข', 'น.ส. พลอย ศรีสุข', 'Miss Ploy Srisuk']) expect(accountNameMatches(typed, names), typed).toBe(true);
    for (const typed of ['Ploy Srisukk', 'Ploy', 'พลอยศรีสุข', 'Srisuk Ploy']) expect(accountNameMatches(typed, names), typed).toBe(false);
    expect(normalizeAccountName('Mr.  JOHN  Smith')).toBe('john smith');
    expect(profileNamesOf({ firstNameEn: null, lastNameEn: null, firstNameTh: null, lastNameTh: null })).toEqual([]);
  });

  it('an approved number shows only its last four digits', () => {
    expect(maskAccountNumber('0581234567')).toBe('•••• 4567');
  });
});
