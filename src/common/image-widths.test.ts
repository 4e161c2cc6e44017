import { describe, expect, it } from 'vitest';
import { imageSrcSet } from './image-widths';

describe('imageSrcSet', () => {
  it('lists an upload’s WebP variants by width', () => {
    expect(imageSrcSet('/api/uploads/0b9c9f9e-3f6a-4c3e-9d35-2f0a4f5c1e11')).toBe(
      '/api/uploads/0b9c9f9e-3f6a-4c3e-9d35-2f0a4f5c1e11?w=480 480w, /api/uploads/0b9c9f9e-3f6a-4c3e-9d35-2f0a4f5c1e11?w=800 800w, /api/uploads/0b9c9f9e-3f6a-4c3e-9d35-2f0a4f5c1e11?w=1200 1200w',
    );
  });

  it('lists a demo cover’s shipped variants', () => {
    expect(imageSrcSet('/images/covers/little-lotus-nappies.jpg')).toBe('/images/covers/little-lotus-nappies-480.webp 480w, /images/covers/little-lotus-nappies-800.webp 800w, /images/covers/little-lotus-nappies-1200.webp 1200w');
  });

  it('has none for any other address', () => {
    expect(imageSrcSet('/images/default-image.jpg')).toBeUndefined();
    expect(imageSrcSet('https://example.com/a.jpg')).toBeUndefined();
    expect(imageSrcSet('/api/uploads/not-an-id')).toBeUndefined();
  });
});
