import { imageWidths, type ImageWidth } from '#common/image-widths';

/**
 * The WebP variants of a public image (decision 030): one per width of `imageWidths`, never
 * wider than the original. Made once, when the image is uploaded (and for the demo covers when
 * they are rendered), so a read never resizes. Animated GIFs keep only their original.
 */
export const variantTypes = ['image/jpeg', 'image/png', 'image/webp', 'image/avif'] as const;

export const variantKey = (storageKey: string, width: ImageWidth) => `${storageKey}.w${width}.webp`;

/** The variants of an image's bytes, widest last; none when the bytes cannot be decoded. */
export async function makeVariants(bytes: Uint8Array): Promise<{ width: ImageWidth; bytes: Uint8Array }[]> {
  // Loaded with the first image, not at start (a quarter second of CPU, issue 28); outside the
  // try: a missing sharp is an error, not an undecodable image.
  const { default: sharp } = await import('sharp');
  try {
    // `rotate()` applies the EXIF orientation, as the browser does for the original.
    const source = sharp(bytes, { limitInputPixels: 40_000_000 }).rotate();
    return await Promise.all(
      imageWidths.map(async (width) => ({ width, bytes: new Uint8Array(await source.clone().resize({ width, withoutEnlargement: true }).webp({ quality: 75 }).toBuffer()) })),
    );
  } catch {
    return [];
  }
}
