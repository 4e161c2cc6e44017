import { expect, type Locator } from '@playwright/test';

/**
 * Sets a DateField (src/client/components/date-field.tsx, decision 060) as a person typing it:
 * the API's form yyyy-mm-dd (or yyyy-mm-dd HH:mm) is read in both languages, Enter checks it,
 * and the field then shows it in the page's form (dd/mm/2569 in Thai). The one way every spec
 * fills a date, so a change of the picker changes one helper.
 */
export async function fillDate(field: Locator, value: string): Promise<void> {
  await field.fill(value);
  await field.press('Enter');
  await expect(field).not.toHaveAttribute('aria-invalid', 'true');
  await expect(field).not.toHaveValue(value);
}

/** yyyy-mm-dd of today in Asia/Bangkok, `days` later (the picker's "today", not UTC's). */
export const bangkokDay = (days = 0) => new Date(Date.now() + 7 * 3_600_000 + days * 86_400_000).toISOString().slice(0, 10);
