import { deflateSync } from 'node:zlib';

/**
 * Demo bank-account evidence (issue 13): small real PNGs drawn here, so staff's review screen and
 * the influencer's own documents show an image on `npm start` without shipping binary files. Each
 * is a card in the document's colours with blocks where a photo and lines of text would be.
 */

const crcTable = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k += 1) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});
function crc32(bytes: Buffer): number {
  let c = 0xffffffff;
  for (const byte of bytes) c = crcTable[(c ^ byte) & 0xff]! ^ (c >>> 8);
  return (c ^ 0xffffffff) >>> 0;
}
function chunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
}

type Rgb = readonly [number, number, number];
interface Block {
  x: number;
  y: number;
  w: number;
  h: number;
  color: Rgb;
}

/** An RGB PNG of `width` × `height` filled with `background`, then each block painted in order. */
export function drawPng(width: number, height: number, background: Rgb, blocks: readonly Block[]): Buffer {
  const row = width * 3 + 1;
  const pixels = Buffer.alloc(row * height);
  for (let y = 0; y < height; y += 1) {
    for (let x = 0; x < width; x += 1) {
      let color = background;
      for (const block of blocks) if (x >= block.x && x < block.x + block.w && y >= block.y && y < block.y + block.h) color = block.color;
      pixels.set(color, y * row + 1 + x * 3);
    }
  }
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, 2, 0, 0, 0], 8);
  return Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), chunk('IHDR', header), chunk('IDAT', deflateSync(pixels)), chunk('IEND', Buffer.alloc(0))]);
}

const ink: Rgb = [52, 58, 64];
const lines = (x: number, y: number, widths: number[], color: Rgb = ink): Block[] => widths.map((w, index) => ({ x, y: y + index * 18, w, h: 8, color }));

/** A Thai ID card: pale blue, a dark blue band, the photo on the right, lines of text. */
export const demoIdCardPng = () =>
  drawPng(320, 200, [223, 236, 250], [
    { x: 0, y: 0, w: 320, h: 34, color: [25, 80, 160] },
    { x: 16, y: 12, w: 120, h: 10, color: [255, 255, 255] },
    { x: 222, y: 52, w: 82, h: 104, color: [173, 181, 189] },
    { x: 243, y: 66, w: 40, h: 40, color: [134, 142, 150] },
    { x: 232, y: 112, w: 62, h: 44, color: [134, 142, 150] },
    ...lines(16, 56, [150, 180, 120, 170, 90]),
    { x: 16, y: 172, w: 190, h: 12, color: [25, 80, 160] },
  ]);

/** A bank book's first page: pale green, the bank's band, the account number and name lines. */
export const demoBankBookPng = () =>
  drawPng(320, 200, [235, 246, 236], [
    { x: 0, y: 0, w: 320, h: 40, color: [0, 135, 90] },
    { x: 16, y: 14, w: 90, h: 12, color: [255, 255, 255] },
    { x: 270, y: 8, w: 24, h: 24, color: [255, 255, 255] },
    ...lines(16, 60, [120, 220, 180]),
    { x: 16, y: 130, w: 288, h: 1, color: [173, 181, 189] },
    ...lines(16, 146, [200, 140], [0, 135, 90]),
  ]);

/** A VAT registration certificate (ภ.พ.20): white page, a header, a seal, lines of text. */
export const demoVatRegistrationPng = () =>
  drawPng(240, 320, [255, 255, 255], [
    { x: 20, y: 20, w: 200, h: 14, color: ink },
    { x: 95, y: 44, w: 50, h: 50, color: [201, 42, 42] },
    { x: 105, y: 54, w: 30, h: 30, color: [255, 255, 255] },
    ...lines(20, 112, [200, 180, 200, 150, 190, 120, 200, 160]),
    { x: 140, y: 272, w: 80, h: 24, color: [25, 80, 160] },
  ]);
