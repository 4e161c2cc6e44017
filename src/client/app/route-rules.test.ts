import { describe, expect, it } from 'vitest';
import { parseRouteRules, ruleRedirect } from './route-rules';

describe('route rules', () => {
  const rules = parseRouteRules({
    id: 'b1',
    matcher: {
      static: { '/th/old-faq': { redirect: '/th/faq' }, '/en/loop': { redirect: '/en/loop' }, '/th/evil': { redirect: '//evil.example' } },
      wildcard: { '/th/blog': { redirect: { to: '/th/articles' } }, '/th/blog/special': { redirect: '/th/caseStudy' } },
      dynamic: {},
    },
  });

  it('redirects exact paths', () => {
    expect(ruleRedirect(rules, '/th/old-faq')).toBe('/th/faq');
  });

  it('redirects by the longest matching prefix', () => {
    expect(ruleRedirect(rules, '/th/blog/x')).toBe('/th/articles');
    expect(ruleRedirect(rules, '/th/blog/special/y')).toBe('/th/caseStudy');
    expect(ruleRedirect(rules, '/th/blogger')).toBeNull();
  });

  it('ignores self-redirects, protocol-relative targets and junk', () => {
    expect(ruleRedirect(rules, '/en/loop')).toBeNull();
    expect(ruleRedirect(rules, '/th/evil')).toBeNull();
    expect(ruleRedirect(parseRouteRules(null), '/th/faq')).toBeNull();
    expect(ruleRedirect(parseRouteRules({ matcher: { static: 'x' } }), '/th/faq')).toBeNull();
  });
});
