import { describe, expect, it, vi } from 'vitest';
import { classifyNavigation, isAllowedHost, isMobileApp, mobileLinkOutPath, navigateSafely, safeRedirectPath, type NavigationRules } from './navigation';

const rules: NavigationRules = { origin: 'https://kolify.test', allowedExternalHosts: ['line.me', '*.facebook.com'], inMobileApp: false };

describe('classifyNavigation', () => {
  it.each([
    ['/th/faq', '/th/faq'],
    ['/th/articles?category=5#top', '/th/articles?category=5#top'],
    ['https://kolify.test/en/about', '/en/about'],
    ['faq', '/faq'],
  ])('%s stays inside the app', (target, path) => {
    expect(classifyNavigation(target, rules)).toEqual({ kind: 'internal', path });
  });

  it.each([
    'javascript:alert(1)',
    'JavaScript:alert(1)',
    ' javascript:alert(1)',
    'java\tscript:alert(1)',
    'java\nscript:alert(1)',
    'data:text/html;base64,PHNjcmlwdD4=',
    'vbscript:msgbox(1)',
    'file:///etc/passwd',
  ])('refuses the dangerous protocol in %j', (target) => {
    expect(classifyNavigation(target, rules)).toEqual({ kind: 'refused', reason: 'protocol' });
  });

  it.each(['https://evil.example/', '//evil.example/x', 'https://line.me.evil.example/', 'https://facebook.com.evil.example/'])(
    'refuses the external origin %s',
    (target) => {
      expect(classifyNavigation(target, rules)).toEqual({ kind: 'refused', reason: 'host' });
    },
  );

  it.each(['https://line.me/R/ti/p/@kolify', 'https://www.facebook.com/kolify', 'https://facebook.com/kolify', 'https://LINE.ME/x'])(
    'allows the configured host in %s',
    (target) => {
      expect(classifyNavigation(target, rules)).toMatchObject({ kind: 'external' });
    },
  );

  it('refuses empty targets', () => {
    expect(classifyNavigation('', rules)).toEqual({ kind: 'refused', reason: 'invalid' });
    expect(classifyNavigation('   ', rules)).toEqual({ kind: 'refused', reason: 'invalid' });
  });

  it('hands mailto: and tel: to the system', () => {
    expect(classifyNavigation('mailto:hello@kolify.test', rules)).toEqual({ kind: 'external', url: 'mailto:hello@kolify.test' });
    expect(classifyNavigation('tel:+6621234567', rules)).toEqual({ kind: 'external', url: 'tel:+6621234567' });
  });

  it('inside the mobile app, external links go through /MobileApp/Linkout with an encoded gotourl', () => {
    const target = 'https://line.me/R/ti/p/@kolify?x=1&y=2';
    expect(classifyNavigation(target, { ...rules, inMobileApp: true })).toEqual({
      kind: 'external',
      url: `https://kolify.test/MobileApp/Linkout?gotourl=${encodeURIComponent(target)}`,
    });
    // Internal links are not wrapped.
    expect(classifyNavigation('/th/faq', { ...rules, inMobileApp: true })).toEqual({ kind: 'internal', path: '/th/faq' });
    // Refused stays refused.
    expect(classifyNavigation('https://evil.example', { ...rules, inMobileApp: true })).toMatchObject({ kind: 'refused' });
  });
});

describe('helpers', () => {
  it('detects the mobile app by its user agent', () => {
    expect(isMobileApp('Mozilla/5.0 (iPhone) KolifyApp/3.2')).toBe(true);
    expect(isMobileApp('Mozilla/5.0 (X11; Linux x86_64) Chrome/130')).toBe(false);
    expect(isMobileApp(undefined)).toBe(false);
  });

  it('matches hosts exactly or by wildcard', () => {
    expect(isAllowedHost('line.me', ['line.me'])).toBe(true);
    expect(isAllowedHost('sub.line.me', ['line.me'])).toBe(false);
    expect(isAllowedHost('m.facebook.com', ['*.facebook.com'])).toBe(true);
    expect(isAllowedHost('evilfacebook.com', ['*.facebook.com'])).toBe(false);
  });

  it('encodes the link-out target', () => {
    expect(mobileLinkOutPath('https://a.test/?q=1&r=2')).toBe('/MobileApp/Linkout?gotourl=https%3A%2F%2Fa.test%2F%3Fq%3D1%26r%3D2');
  });
});

describe('safeRedirectPath (after sign-in)', () => {
  it.each([
    ['/th/Influencer/dashboard', '/th/Influencer/dashboard'],
    ['/en/Marketer/account?tab=2#x', '/en/Marketer/account?tab=2#x'],
  ])('keeps the same-origin path %s', (value, expected) => {
    expect(safeRedirectPath(value)).toBe(expected);
  });

  it.each(['https://evil.example/', '//evil.example', '/\\evil.example', 'javascript:alert(1)', 'th/x', '', undefined, 42, '/\tjavascript:x', '/\u0000x'])(
    'refuses %j',
    (value) => {
      expect(safeRedirectPath(value)).toBeNull();
    },
  );
});

describe('navigateSafely', () => {
  it('routes internal paths, assigns allowed external URLs and refuses the rest', () => {
    const navigator = { navigateInternal: vi.fn(), assign: vi.fn() };
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    navigateSafely('/th/faq', rules, navigator);
    navigateSafely('https://line.me/x', rules, navigator);
    navigateSafely('javascript:alert(1)', rules, navigator);
    expect(navigator.navigateInternal).toHaveBeenCalledWith('/th/faq');
    expect(navigator.assign).toHaveBeenCalledTimes(1);
    expect(navigator.assign).toHaveBeenCalledWith('https://line.me/x');
    expect(warn).toHaveBeenCalledOnce();
  });
});
