const channelNames: Record<string, string> = {
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

/** Platform names are brands: the same in Thai and English. */
export const channelLabel = (channel: string) => channelNames[channel] ?? channel;
