import { m } from '#common/paraglide/messages.js';

// A package's post type and tier in the reader's language: the packages page and the back office.
const postTypeLabels: Record<string, () => string> = {
  shareLink: () => m.content_post_type_share_link(),
  photoPost: () => m.content_post_type_photo(),
  videoPost: () => m.content_post_type_video(),
  live: () => m.content_post_type_live(),
  story: () => m.content_post_type_story(),
  reel: () => m.content_post_type_reel(),
};
export const postTypeLabel = (type: string) => (postTypeLabels[type] ?? (() => type))();
export const tierLabel = (tier: string) => (tier === 'alist' ? m.content_tier_alist() : m.content_tier_micro());
