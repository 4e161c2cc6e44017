import { describe, expect, it } from 'vitest';
import { failedCriteria } from './job-match';

const campaign = { channelTypes: ['INSTAGRAM', 'TIKTOK'], tier: 'micro', interests: ['INTEREST_FOOD'] };

describe('failedCriteria', () => {
  it('is empty when the channel meets every criterion', () => {
    expect(failedCriteria(campaign, { type: 'TIKTOK', status: 'qualified', tier: 'micro' }, ['INTEREST_FOOD', 'INTEREST_CAR'])).toEqual([]);
  });
  it('names each failed criterion in order', () => {
    expect(failedCriteria(campaign, { type: 'YOUTUBE', status: 'waiting_review', tier: 'alist' }, ['INTEREST_CAR'])).toEqual(['channel_qualified', 'channel_type', 'tier', 'interests']);
  });
  it('ignores tier and interests the campaign leaves open', () => {
    expect(failedCriteria({ channelTypes: ['X'], tier: null, interests: [] }, { type: 'X', status: 'qualified', tier: 'alist' }, [])).toEqual([]);
  });
});
