import { Image, type ImageProps } from '@mantine/core';
import { useState, type ComponentPropsWithoutRef } from 'react';
import { imageSrcSet } from '#common/image-widths';

/**
 * A post's cover: the browser picks the WebP variant that fits `sizes` (decision
 * 030); a cover that fails to load shows the default image (and stops offering its variants).
 */
export function CoverImage({ src, sizes, ...props }: Omit<ImageProps, 'src' | 'fallbackSrc'> & Omit<ComponentPropsWithoutRef<'img'>, keyof ImageProps> & { src: string; sizes: string }) {
  const [failed, setFailed] = useState(false);
  const srcSet = failed ? undefined : imageSrcSet(src);
  return <Image {...props} src={src} srcSet={srcSet} sizes={srcSet ? sizes : undefined} fallbackSrc="/images/default-image.jpg" onError={() => setFailed(true)} />;
}
