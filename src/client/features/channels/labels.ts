import type { ChannelStatus, QualificationResult } from '#common/channels';
import type { PostType, SocialChannelType } from '#common/enums';
import { m } from '#common/paraglide/messages.js';

/** Platform names are brands: the same in Thai and English. */
export const channelTypeNames: Record<SocialChannelType, string> = {
  FACEBOOK_PAGE: 'Facebook Page',
  FACEBOOK_PROFILE: 'Facebook Profile',
  INSTAGRAM: 'Instagram',
  YOUTUBE: 'YouTube',
  TIKTOK: 'TikTok',
  X: 'X',
  TWITTER: 'X (Twitter)',
  LINE: 'LINE OA',
  WHATSAPP: 'WhatsApp',
  LEMON8: 'Lemon8',
};

// Explicit tables (not m[key]) so each page only bundles the messages it uses.
export const channelStatusLabels: Record<ChannelStatus, () => string> = {
  connecting: () => m.channel_status_connecting(),
  qualified: () => m.channel_status_qualified(),
  not_qualified: () => m.channel_status_not_qualified(),
  waiting_review: () => m.channel_status_waiting_review(),
  rejected: () => m.channel_status_rejected(),
  disconnected: () => m.channel_status_disconnected(),
};
export const channelStatusColors: Record<ChannelStatus, string> = { connecting: 'gray', qualified: 'green', not_qualified: 'orange', waiting_review: 'blue', rejected: 'red', disconnected: 'gray' };

/** SPEC §8: what each result means and what to do next. */
export const resultTitles: Record<QualificationResult, () => string> = {
  qualified: () => m.channel_result_qualified(),
  already_signup: () => m.channel_result_already_signup(),
  not_public: () => m.channel_result_not_public(),
  error_friends: () => m.channel_result_error_friends(),
  error_post_not_found: () => m.channel_result_error_post_not_found(),
  error_engagement: () => m.channel_result_error_engagement(),
  error_ratio: () => m.channel_result_error_ratio(),
};
export const resultHelp: Record<QualificationResult, () => string> = {
  qualified: () => m.channel_result_qualified_help(),
  already_signup: () => m.channel_result_already_signup_help(),
  not_public: () => m.channel_result_not_public_help(),
  error_friends: () => m.channel_result_error_friends_help(),
  error_post_not_found: () => m.channel_result_error_post_not_found_help(),
  error_engagement: () => m.channel_result_error_engagement_help(),
  error_ratio: () => m.channel_result_error_ratio_help(),
};

export const postTypeLabels: Record<PostType, () => string> = {
  shareLink: () => m.channel_post_share_link(),
  photoPost: () => m.channel_post_photo(),
  videoPost: () => m.channel_post_video(),
  live: () => m.channel_post_live(),
  story: () => m.channel_post_story(),
  reel: () => m.channel_post_reel(),
};

export const tierLabels: Record<'micro' | 'alist', () => string> = { micro: () => m.channel_tier_micro(), alist: () => m.channel_tier_alist() };

/** Why an OAuth connection came back without a channel (a token refused right after the platform issued it is the platform's side too). */
export function connectFailureText(reason: string | null): string {
  switch (reason) {
    case 'access_denied':
      return m.channel_failed_access_denied();
    case 'state_invalid':
      return m.channel_failed_state();
    case 'token_failed':
    case 'figures_failed':
    case 'token_rejected':
    case 'provider_error':
      return m.channel_failed_platform();
    default:
      return m.channel_failed_other();
  }
}
