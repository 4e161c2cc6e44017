/**
 * Issue 32: the Meta and TikTok pixels, with ids staff set in the back office (what SPEC §7 GET
 * /api/middle-config/influencer/tracking/pixel-data answers, carried in the configuration every
 * page holds, so loading them costs no API call on a first paint). Nothing of theirs loads before
 * the visitor accepts cookies: the banner calls this only once the accept-cookies cookie is "true".
 * Loaded once per page life.
 */
export type PixelIds = { facebookPixelId?: string; tiktokPixelId?: string };

const pixelId = /^[A-Za-z0-9]{5,40}$/;
let started = false;

type Queue = ((...args: unknown[]) => void) & { queue: unknown[][]; callMethod?: (...args: unknown[]) => void; push?: unknown; loaded?: boolean; version?: string };
type TikTokQueue = unknown[] & Record<string, unknown>;
declare global {
  interface Window {
    fbq?: Queue;
    _fbq?: Queue;
    ttq?: TikTokQueue;
    TiktokAnalyticsObject?: string;
  }
}

function addScript(src: string): void {
  const script = document.createElement('script');
  script.async = true;
  script.src = src;
  script.dataset.pixel = 'true';
  document.head.append(script);
}

/** Meta's base code (fbevents.js), written out: a queue until the library arrives, then init and a page view. */
function loadMeta(id: string): void {
  if (!window.fbq) {
    const fbq = ((...args: unknown[]) => (fbq.callMethod ? fbq.callMethod(...args) : fbq.queue.push(args))) as Queue;
    fbq.queue = [];
    fbq.push = fbq;
    fbq.loaded = true;
    fbq.version = '2.0';
    window.fbq = fbq;
    window._fbq = fbq;
    addScript('https://connect.facebook.net/en_US/fbevents.js');
  }
  window.fbq('init', id);
  window.fbq('track', 'PageView');
}

/** TikTok's base code (events.js?sdkid=…&lib=ttq), written out: its method queue, the library, a page view. */
function loadTikTok(id: string): void {
  window.TiktokAnalyticsObject = 'ttq';
  const ttq = (window.ttq ?? []) as TikTokQueue;
  window.ttq = ttq;
  const methods = ['page', 'track', 'identify', 'instances', 'debug', 'on', 'off', 'once', 'ready', 'alias', 'group', 'enableCookie', 'disableCookie', 'holdConsent', 'revokeConsent', 'grantConsent'];
  for (const method of methods) ttq[method] = (...args: unknown[]) => ttq.push([method, ...args]);
  ttq._i = { ...(ttq._i as object | undefined), [id]: [] };
  ttq._t = { ...(ttq._t as object | undefined), [id]: Date.now() };
  ttq._o = { ...(ttq._o as object | undefined), [id]: {} };
  addScript(`https://analytics.tiktok.com/i18n/pixel/events.js?sdkid=${encodeURIComponent(id)}&lib=ttq`);
  (ttq.page as () => void)();
}

export function loadTrackingPixels(ids: PixelIds): void {
  if (started || typeof document === 'undefined') return;
  started = true;
  if (ids.facebookPixelId && pixelId.test(ids.facebookPixelId)) loadMeta(ids.facebookPixelId);
  if (ids.tiktokPixelId && pixelId.test(ids.tiktokPixelId)) loadTikTok(ids.tiktokPixelId);
}
