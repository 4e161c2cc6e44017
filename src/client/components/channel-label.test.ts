import { describe, expect, it } from 'vitest';
import { channelLabel } from './channel-label';

describe('channel names (public pages, campaigns, jobs)', () => {
  it('names a social channel type as its brand', () => {
    expect(channelLabel('LINE')).toBe('LINE OA');
    expect(channelLabel('FACEBOOK_PAGE')).toBe('Facebook Page');
    expect(channelLabel('TIKTOK')).toBe('TikTok');
  });

  it('shows an unknown type as it came, even one named like an object property', () => {
    expect(channelLabel('MYSPACE')).toBe('MYSPACE');
    expect(channelLabel('constructor')).toBe('constructor');
  });
});
