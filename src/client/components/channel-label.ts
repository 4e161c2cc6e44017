import type { SocialChannelType } from '#common/enums';

const channelNames: Record<SocialChannelType, string> = {
  FACEBOOK_PROFILE: 'Facebook',
  FACEBOOK_PAGE: 'Facebook Page',
  INSTAGRAM: 'Instagram',
  TWITTER: 'Twitter',
  X: 'X',
  TIKTOK: 'TikTok',
  LINE: 'LINE OA',
  YOUTUBE: 'YouTube',
  WHATSAPP: 'WhatsApp',
  LEMON8: 'Lemon8',
};

/** A social channel type's name (public pages, campaigns, jobs); platform names are brands: the same in Thai and English. */
export const channelLabel = (channel: string): string => (Object.hasOwn(channelNames, channel) ? channelNames[channel as SocialChannelType] : channel);
