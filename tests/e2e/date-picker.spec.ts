import { expect, screenshotsIn, signInByApi, test } from './fixtures';
import { bangkokDay, fillDate } from './date-field';

/**
 * Issue 32, SPEC §5 §8 §9 (decision 060): the one date picker, in the campaign wizard's dates.
 * It opens from the keyboard and a day is picked with arrows and Enter; what it shows follows the
 * page (dd/mm/2569 and Thai month names in Thai); a past apply-by and a text that is not a date
 * are refused with a translated message; a later apply-by pushes the posting dates with it.
 * SHOTS=1 leaves the open picker in .tmp/screens/date-picker for review.
 */
const shoot = screenshotsIn('screens/date-picker');

const copy = {
  th: { invalid: 'วันที่ไม่ถูกต้อง', orLater: 'หรือหลังจากนั้น', month: /(มกราคม|กุมภาพันธ์|มีนาคม|เมษายน|พฤษภาคม|มิถุนายน|กรกฎาคม|สิงหาคม|กันยายน|ตุลาคม|พฤศจิกายน|ธันวาคม) 25\d\d/ },
  en: { invalid: 'Invalid date supplied', orLater: 'or later', month: /(January|February|March|April|May|June|July|August|September|October|November|December) 20\d\d/ },
} as const;

/** yyyy-mm-dd as the field shows it in the page's language. */
const shown = (day: string, lang: 'th' | 'en') => {
  const [year, month, date] = day.split('-');
  return `${date}/${month}/${lang === 'th' ? Number(year) + 543 : year}`;
};

for (const lang of ['th', 'en'] as const) {
  test(`${lang}: campaign dates are picked with the keyboard, shown in the page's form, and a past or invalid date is refused`, async ({ page, setLanguageCookie }) => {
    await setLanguageCookie(lang);
    await signInByApi(page, 'brand');
    await page.goto(`/${lang}/Marketer/campaignCreate?funding=credit`);
    await page.getByTestId('campaign-name').fill('Date picker check');
    await page.getByTestId('campaign-brief').locator('[contenteditable="true"]').fill('Dates.');
    await page.getByTestId('campaign-next').click();
    await page.getByTestId('campaign-next').click();

    const applyBy = page.getByTestId('campaign-apply-by');
    await expect(applyBy).toHaveValue(shown(bangkokDay(7), lang));

    // The keyboard: ArrowDown opens the calendar with the chosen day focused; ArrowRight, Enter picks the next day.
    await applyBy.focus();
    await applyBy.press('ArrowDown');
    const calendar = page.getByTestId('campaign-apply-by-calendar');
    await expect(calendar).toBeVisible();
    await expect(calendar).toContainText(copy[lang].month);
    await expect(calendar.locator('button:focus')).toHaveAttribute('data-selected', 'true');
    await shoot(page, `${lang}-dates-open`, false);
    await page.keyboard.press('ArrowRight');
    await page.keyboard.press('Enter');
    await expect(calendar).toHaveCount(0);
    await expect(applyBy).toHaveValue(shown(bangkokDay(8), lang));
    await expect(applyBy).toBeFocused();

    // SPEC §8: a text that is not a date, and a day before today (SPEC §5 min), are refused and said.
    await applyBy.fill(lang === 'th' ? '31/02/2570' : '31/02/2027');
    await applyBy.press('Enter');
    await expect(applyBy).toHaveAttribute('aria-invalid', 'true');
    await expect(page.getByText(copy[lang].invalid, { exact: true })).toBeVisible();
    await applyBy.fill(bangkokDay(-1));
    await applyBy.press('Enter');
    await expect(page.getByText(`${shown(bangkokDay(), lang)} ${copy[lang].orLater}`)).toBeVisible();

    // A later apply-by takes the posting window with it (the server refuses apply-by after post-from).
    await fillDate(applyBy, bangkokDay(30));
    await expect(page.getByTestId('campaign-post-from')).toHaveValue(shown(bangkokDay(30), lang));
    await expect(page.getByTestId('campaign-post-to')).toHaveValue(shown(bangkokDay(30), lang));
    await page.getByTestId('campaign-next').click();
    await expect(page.getByTestId('campaign-review')).toContainText(shown(bangkokDay(30), lang));
  });
}
