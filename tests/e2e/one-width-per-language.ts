/**
 * Issue 31 (decision 075): a journey written for Thai and English runs each language at one width
 * instead of both: two runs where there were four. Only for journeys with nothing width-specific
 * in them whose screens other tests also walk at both widths (decision 075 lists them and why).
 * `thaiOn` is the project Thai runs in; English runs in the other. Two journeys over the same
 * screens take opposite sides, so that together every language still runs at every width.
 * Review screenshots (SCREENS=1, SHOTS=1) take all four, as before.
 */
export function oneWidthPerLanguage(lang: 'th' | 'en', thaiOn: 'mobile' | 'desktop'): { tag: string[] } {
  if (process.env.SCREENS || process.env.SHOTS) return { tag: [] };
  const project = (lang === 'th') === (thaiOn === 'mobile') ? 'mobile' : 'desktop';
  // The projects of playwright.config.ts leave out the tests tagged for the other one.
  return { tag: [`@${project}-only`] };
}
