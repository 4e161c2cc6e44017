import { describe, expect, it } from 'vitest';
import { formTarget } from './set-cookie-gg-form-screen';

// Decision 061: where setCookieGGForm may forward — a page of this site (in the visitor's
// language) or an https address on the allowed list; anything else is refused (SPEC §2).
describe('formTarget', () => {
  const origin = 'https://kolify.example';
  it('keeps a page of this site on this site, adding the language when it has none', () => {
    expect(formTarget('/Influencer/signup', [], 'th', origin)).toBe('/th/Influencer/signup');
    expect(formTarget('/Influencer/signup?from=form', [], 'en', origin)).toBe('/en/Influencer/signup?from=form');
    expect(formTarget('/en/partnership', [], 'th', origin)).toBe('/en/partnership');
  });
  it('allows an https address only when its host is allowed', () => {
    expect(formTarget('https://forms.example.org/x?y=1', ['forms.example.org'], 'th', origin)).toBe('https://forms.example.org/x?y=1');
    expect(formTarget('https://forms.example.org/x', ['other.example'], 'th', origin)).toBeNull();
    expect(formTarget('http://forms.example.org/x', ['forms.example.org'], 'th', origin)).toBeNull();
  });
  it('refuses other protocols and addresses that leave the site', () => {
    for (const address of ['javascript:alert(1)', '//evil.example/x', '/\\evil.example', 'data:text/html,x', 'not a url', '']) expect(formTarget(address, ['evil.example'], 'th', origin), address).toBeNull();
  });
});
