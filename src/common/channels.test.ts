import { describe, expect, it } from 'vitest';
import { type ChannelFigures, defaultQualificationRules, engagementRateBp, estimatePerPost, estimateTable, qualify, tierOf } from './channels';

const now = new Date('2026-11-23T12:00:00Z');
const daysAgo = (days: number) => new Date(now.getTime() - days * 86_400_000);
// A channel that passes every rule; each test breaks one thing.
const good: ChannelFigures = { followers: 10_000, following: 300, engagementRateBp: 300, lastPostAt: daysAgo(2), isPublic: true };
const run = (figures: Partial<ChannelFigures>, extra: { activeOnAnotherAccount?: boolean; hasPrivilegeCode?: boolean } = {}) =>
  qualify({ figures: { ...good, ...figures }, activeOnAnotherAccount: extra.activeOnAnotherAccount ?? false, hasPrivilegeCode: extra.hasPrivilegeCode ?? false, now });

describe('qualify (PRODUCT.md rule order)', () => {
  it('qualifies a channel that passes every rule, with its tier', () => {
    expect(run({})).toEqual({ result: 'qualified', tier: 'micro' });
  });

  it('reports the first failing rule when several fail', () => {
    const everythingWrong = { isPublic: false, followers: 10, following: 5000, engagementRateBp: 1, lastPostAt: null };
    expect(run(everythingWrong, { activeOnAnotherAccount: true }).result).toBe('already_signup');
    expect(run(everythingWrong).result).toBe('not_public');
    expect(run({ ...everythingWrong, isPublic: true }).result).toBe('error_friends');
    expect(run({ ...everythingWrong, isPublic: true, followers: 500 }).result).toBe('error_post_not_found');
    expect(run({ ...everythingWrong, isPublic: true, followers: 500, lastPostAt: daysAgo(1) }).result).toBe('error_engagement');
    expect(run({ ...everythingWrong, isPublic: true, followers: 500, lastPostAt: daysAgo(1), engagementRateBp: 50 }).result).toBe('error_ratio');
    expect(run({ ...everythingWrong, isPublic: true, followers: 500, lastPostAt: daysAgo(1), engagementRateBp: 50, following: 1000 }).result).toBe('qualified');
  });

  it('error_friends below 500 followers, not at 500', () => {
    expect(run({ followers: 499, following: 0 }).result).toBe('error_friends');
    expect(run({ followers: 500, following: 0 }).result).toBe('qualified');
  });

  it('a privilege code skips the follower rule and only that rule', () => {
    expect(run({ followers: 499, following: 0 }, { hasPrivilegeCode: true })).toEqual({ result: 'qualified', tier: 'micro' });
    expect(run({ followers: 10, following: 0, engagementRateBp: 49 }, { hasPrivilegeCode: true }).result).toBe('error_engagement');
    expect(run({ isPublic: false }, { hasPrivilegeCode: true }).result).toBe('not_public');
  });

  it('error_post_not_found when the last post is older than 60 days or missing', () => {
    expect(run({ lastPostAt: daysAgo(60) }).result).toBe('qualified');
    expect(run({ lastPostAt: daysAgo(61) }).result).toBe('error_post_not_found');
    expect(run({ lastPostAt: new Date(daysAgo(60).getTime() - 1000) }).result).toBe('error_post_not_found');
    expect(run({ lastPostAt: null }).result).toBe('error_post_not_found');
  });

  it('error_engagement below 0.5 % (49 bp), not at 0.5 % (50 bp)', () => {
    expect(run({ engagementRateBp: 49 }).result).toBe('error_engagement');
    expect(run({ engagementRateBp: 50 }).result).toBe('qualified');
  });

  it('error_ratio above following/followers 2 (2.01), not at 2.0', () => {
    expect(run({ followers: 1000, following: 2000 }).result).toBe('qualified');
    expect(run({ followers: 1000, following: 2010 }).result).toBe('error_ratio');
    expect(run({ followers: 0, following: 1 }, { hasPrivilegeCode: true }).result).toBe('error_ratio');
  });

  it('tier micro at 99,999 followers, alist from 100,000', () => {
    expect(run({ followers: 99_999 })).toEqual({ result: 'qualified', tier: 'micro' });
    expect(run({ followers: 100_000 })).toEqual({ result: 'qualified', tier: 'alist' });
    expect(tierOf(99_999)).toBe('micro');
    expect(tierOf(100_000)).toBe('alist');
  });

  it('takes its thresholds from configuration', () => {
    const rules = { ...defaultQualificationRules, minFollowers: 1000, alistFollowers: 50_000 };
    expect(qualify({ figures: { ...good, followers: 999, following: 0 }, activeOnAnotherAccount: false, hasPrivilegeCode: false, now }, rules).result).toBe('error_friends');
    expect(qualify({ figures: { ...good, followers: 50_000 }, activeOnAnotherAccount: false, hasPrivilegeCode: false, now }, rules).tier).toBe('alist');
  });
});

describe('engagementRateBp', () => {
  it('averages interactions per post over followers, in basis points rounded down', () => {
    expect(engagementRateBp(10_000, [50, 50])).toBe(50); // 0.5 %
    expect(engagementRateBp(10_000, [49, 50])).toBe(49); // 0.495 % is below 0.5 %
    expect(engagementRateBp(1000, [30, 30, 30])).toBe(300);
    expect(engagementRateBp(0, [10])).toBe(0);
    expect(engagementRateBp(1000, [])).toBe(0);
  });
});

describe('estimatePerPost (PRODUCT.md formula)', () => {
  // Hand-computed: base × (followers/1000)^0.8 × postType × clamp(ER/baseline, 0.5, 2), rounded to 10;
  // low/high are ±20 % of that, rounded to 10.
  const table = [
    // IG 10K, ER 3 % (= micro baseline): 400 × 6.3096 = 2523.8 → 2520; 2016 → 2020; 3024 → 3020 (PRODUCT.md: ≈ ฿2,000–3,000)
    { type: 'INSTAGRAM', followers: 10_000, er: 300, postType: 'photoPost', amount: 2520, low: 2020, high: 3020 },
    // IG 100K (alist), ER 1.5 % (= alist baseline): 400 × 39.811 = 15924.3 → 15920; 12736 → 12740; 19104 → 19100
    { type: 'INSTAGRAM', followers: 100_000, er: 150, postType: 'photoPost', amount: 15920, low: 12740, high: 19100 },
    // TikTok 50K reel-weight video 1.5, ER 6 % → ×2: 350 × 23.714 × 1.5 × 2 = 24008.5 → 24010
    { type: 'TIKTOK', followers: 50_000, er: 600, postType: 'videoPost', amount: 24010, low: 19210, high: 28810 },
    // YouTube 1K live ×2, ER 1 % → 0.333 clamped to 0.5: 800 × 1 × 2 × 0.5 = 800
    { type: 'YOUTUBE', followers: 1000, er: 100, postType: 'live', amount: 800, low: 640, high: 960 },
    // X 99,999 (micro) shareLink 0.5, ER 10 % → 3.33 clamped to 2: 150 × 79.621 × 0.5 × 2 = 5971.6 → 5970
    { type: 'X', followers: 99_999, er: 1000, postType: 'shareLink', amount: 5970, low: 4780, high: 7160 },
    // FB page 250K (alist) story 0.6, ER 4.5 % → 3 clamped to 2: 300 × 82.864 × 0.6 × 2 = 29830.1 → 29830
    { type: 'FACEBOOK_PAGE', followers: 250_000, er: 450, postType: 'story', amount: 29830, low: 23860, high: 35800 },
    // LINE 500, ER 0.5 % → 0.1667 clamped to 0.5: 250 × 0.5743 × 1 × 0.5 = 71.8 → 70; 56 → 60; 84 → 80
    { type: 'LINE', followers: 500, er: 50, postType: 'photoPost', amount: 70, low: 60, high: 80 },
  ] as const;

  it.each(table)('$type $followers followers, ER $er bp, $postType → ฿$amount ($low–$high)', ({ type, followers, er, postType, amount, low, high }) => {
    expect(estimatePerPost({ type, followers, engagementRateBp: er, postType })).toEqual({ postType, amount, low, high });
  });

  it('gives one row per post type the channel carries', () => {
    const rows = estimateTable({ type: 'INSTAGRAM', followers: 10_000, engagementRateBp: 300 });
    expect(rows.map((row) => row.postType)).toEqual(['photoPost', 'story', 'reel', 'live', 'shareLink']);
    expect(rows.find((row) => row.postType === 'reel')?.amount).toBe(3790); // 2523.8 × 1.5 = 3785.7
  });
});
