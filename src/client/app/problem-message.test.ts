import { afterEach, describe, expect, it } from 'vitest';
import { setLocale } from '#common/paraglide/runtime.js';
import { problemTypes } from '#common/contracts/problem';
import { problemMessage, problemText } from './problem-message';

afterEach(() => setLocale('en', { reload: false }));

describe('problemMessage (STYLE §9)', () => {
  it('translates each known problem type, in both languages', () => {
    for (const locale of ['en', 'th'] as const) {
      setLocale(locale, { reload: false });
      const texts = [...problemTypes, 'network'].map((type) => problemMessage({ type }));
      expect(texts.every((text) => text.length > 0)).toBe(true);
      expect(new Set(texts).size).toBe(texts.length);
    }
  });

  it('tells how many seconds to wait when rate limited', () => {
    expect(problemMessage({ type: 'rate_limited', retryAfter: 42.2 })).toBe('Too many attempts. Please try again in 43 seconds.');
    setLocale('th', { reload: false });
    expect(problemMessage({ type: 'rate_limited', retryAfter: 60 })).toBe('คุณลองหลายครั้งเกินไป กรุณาลองใหม่ในอีก 60 วินาที');
    expect(problemMessage({ type: 'rate_limited' })).toBe('คุณลองหลายครั้งเกินไป กรุณารอสักครู่แล้วลองใหม่');
  });

  it('tells waits of an hour or more in minutes', () => {
    expect(problemMessage({ type: 'rate_limited', retryAfter: 900 })).toBe('Too many attempts. Please try again in 900 seconds.');
    expect(problemMessage({ type: 'rate_limited', retryAfter: 3600 })).toBe('Too many attempts. Try again in 60 min.');
  });

  it('reads a failed call: tries left of a code, or the type of a bare string', () => {
    expect(problemText({ data: { type: 'otp_invalid', title: '', status: 400, triesLeft: 4 } })).toBe('Wrong code. 4 tries left.');
    expect(problemText({ data: { type: 'otp_invalid', title: '', status: 400 } })).toBe(problemMessage({ type: 'otp_invalid' }));
    expect(problemText('verification_required')).toBe(problemMessage({ type: 'verification_required' }));
    expect(problemText(new Error('offline'))).toBe(problemMessage({ type: 'network' }));
  });

  it('falls back to the generic message for an unknown type', () => {
    expect(problemMessage({ type: 'something_new' })).toBe(problemMessage({ type: 'internal' }));
  });
});
