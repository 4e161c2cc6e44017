import { describe, expect, it } from 'vitest';
import { adminMenu, influencerMenu, marketerMenu, menuHref, type MenuEntry } from './menus';

const keys = (entries: MenuEntry[]): string[] => entries.flatMap((entry) => [entry.key, ...keys(entry.children ?? [])]);

describe('side menus (SPEC §2)', () => {
  it('influencer: dashboard, account, earn, jobs, job market and invite friend', () => {
    expect(keys(influencerMenu({ isTalentManager: false }))).toEqual([
      'dashboard',
      'overview',
      'channelAdd',
      'channelDetail',
      'account',
      'earn',
      'bankAccount',
      'withdraw',
      'jobs',
      'jobMarket',
      'inviteFriend',
    ]);
  });

  it('talent manager: my influencers (partner friends, partner jobs) instead of invite friend', () => {
    const entries = keys(influencerMenu({ isTalentManager: true }));
    expect(entries).toContain('myInfluencers');
    expect(entries).toContain('partnerFriends');
    expect(entries).toContain('partnerJobs');
    expect(entries).not.toContain('inviteFriend');
  });

  it('marketer: dashboard, profile, statement, campaign by credit and by package', () => {
    expect(keys(marketerMenu())).toEqual([
      'dashboard',
      'profile',
      'statement',
      'credit',
      'creditBalance',
      'buyCredit',
      'campaigns',
      'package',
      'packageBalance',
      'buyPackage',
      'packageCampaigns',
    ]);
  });

  it('back office: no disabled "Soon" Packages entry (packages are edited under Content; issue 26 leftovers)', () => {
    for (const role of ['admin', 'support'] as const) {
      const entries = adminMenu(role);
      expect(keys(entries)).not.toContain('packages');
      expect(keys(entries)).toContain('content');
      for (const entry of entries) expect(entry.to, entry.key).toBeDefined();
    }
  });

  it('marketer: Buy package leads to the checkout, not a page saying packages cannot be bought online (issue 26)', () => {
    const buy = marketerMenu().flatMap((entry) => [entry, ...(entry.children ?? [])]).find((entry) => entry.key === 'buyPackage');
    expect(buy?.to).toBe('/$lang/Marketer/buyPackage');
  });

  it('every link is under the language prefix; groups have no link', () => {
    for (const entry of [...influencerMenu({ isTalentManager: true }), ...influencerMenu({ isTalentManager: false }), ...marketerMenu(), ...adminMenu()]) {
      const all = [entry, ...(entry.children ?? [])];
      for (const item of all) {
        if (item.children) expect(item.to).toBeUndefined();
        else expect(String(item.to)).toMatch(/^\/\$lang\//);
      }
    }
    expect(menuHref('/$lang/Influencer/jobs', 'th')).toBe('/th/Influencer/jobs');
  });
});
