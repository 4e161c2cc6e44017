/**
 * Responsive images (issue 17, decision 030): every public image is also served as WebP at these
 * widths, and a page lets the browser choose by `srcset`, so a phone fetches a ~9 KB cover, not
 * the 1200-px original. Uploaded images: `/api/uploads/{id}?w=480` (made when the file is
 * uploaded); the demo covers: `/images/covers/{slug}-480.webp` (made with them, shipped in
 * public/). Any other address has no variants.
 */
export const imageWidths = [480, 800, 1200] as const;
export type ImageWidth = (typeof imageWidths)[number];

const uploaded = /^\/api\/uploads\/[0-9a-f-]{36}$/i;
const demoCover = /^(\/images\/covers\/[a-z0-9-]+)\.jpg$/;

/** The `srcset` of an image's WebP variants, or undefined when the address has none. */
export function imageSrcSet(url: string): string | undefined {
  if (uploaded.test(url)) return imageWidths.map((width) => `${url}?w=${width} ${width}w`).join(', ');
  const cover = demoCover.exec(url)?.[1];
  if (cover) return imageWidths.map((width) => `${cover}-${width}.webp ${width}w`).join(', ');
  return undefined;
}
