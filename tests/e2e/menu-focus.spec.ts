import { expect, signInByApi, test } from './fixtures';

/**
 * Issue 32, 390 px: the burger menu opened from the keyboard takes focus (the next Tab lands on its
 * first link, not on the logo behind it); Escape closes it and gives focus back to the burger.
 * A visitor's menu and a marketer's side menu, in Thai and English.
 */
const inNavbar = () => Boolean(document.activeElement?.closest('[data-testid="side-navbar"]'));

for (const lang of ['th', 'en'] as const) {
  for (const who of ['visitor', 'marketer'] as const) {
    test(`${who} (${lang}): Enter on the burger moves focus into the menu, Escape gives it back @mobile-only`, async ({ page }) => {
      if (who === 'marketer') await signInByApi(page, 'brand');
      await page.goto(`/${lang}${who === 'marketer' ? '/Marketer/dashboard' : ''}`);
      await expect(page.locator('#main h1').first()).toBeVisible();
      const burger = page.getByTestId('burger');
      const navbar = page.getByTestId('side-navbar');
      await burger.focus();
      await page.keyboard.press('Enter');
      await expect(burger).toHaveAttribute('aria-expanded', 'true');
      await expect(navbar).not.toHaveAttribute('inert', '');
      await expect(navbar).toBeFocused();
      await page.keyboard.press('Tab');
      expect(await page.evaluate(inNavbar), 'the first Tab after opening stays in the menu').toBe(true);
      const first = await page.evaluate(() => (document.activeElement as HTMLElement).getAttribute('href') ?? document.activeElement?.getAttribute('data-testid'));
      expect(first).toBeTruthy();
      await page.keyboard.press('Escape');
      await expect(burger).toHaveAttribute('aria-expanded', 'false');
      await expect(navbar).toHaveAttribute('inert', '');
      await expect(burger).toBeFocused();
    });
  }
}
