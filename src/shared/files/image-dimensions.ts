import type { ImageKind } from "./sniff-image";

export interface ImageDimensions {
  width: number;
  height: number;
}

const u16be = (b: Uint8Array, at: number) => ((b[at] ?? 0) << 8) | (b[at + 1] ?? 0);
const u16le = (b: Uint8Array, at: number) => (b[at] ?? 0) | ((b[at + 1] ?? 0) << 8);
const u24le = (b: Uint8Array, at: number) => u16le(b, at) | ((b[at + 2] ?? 0) << 16);
const u32be = (b: Uint8Array, at: number) => u16be(b, at) * 65_536 + u16be(b, at + 2);

/** A PNG's size, from its IHDR chunk (which `sniffImage` has checked comes first). */
function pngDimensions(b: Uint8Array): ImageDimensions | null {
  return b.length >= 24 ? { width: u32be(b, 16), height: u32be(b, 20) } : null;
}

/** Start-of-frame markers: C0-CF except DHT (C4), JPG (C8) and DAC (CC). */
const isStartOfFrame = (marker: number) => marker >= 0xc0 && marker <= 0xcf && ![0xc4, 0xc8, 0xcc].includes(marker);

/** A JPEG's size, from its first start-of-frame segment, walking the segments before it. */
function jpegDimensions(b: Uint8Array): ImageDimensions | null {
  let at = 2;
  while (at + 4 <= b.length) {
    if (b[at] !== 0xff) return null;
    const marker = b[at + 1] ?? 0;
    if (marker === 0xff) {
      at++; // a fill byte
      continue;
    }
    // Markers without a length: TEM and RST0-7. Start of scan (DA) or end (D9) before a frame: no size.
    if (marker === 0x01 || (marker >= 0xd0 && marker <= 0xd7)) {
      at += 2;
      continue;
    }
    if (marker === 0xda || marker === 0xd9) return null;
    const length = u16be(b, at + 2);
    if (length < 2) return null;
    if (isStartOfFrame(marker)) {
      if (at + 9 > b.length) return null;
      return { height: u16be(b, at + 5), width: u16be(b, at + 7) };
    }
    at += 2 + length;
  }
  return null;
}

/** A WebP's size, from its first chunk: VP8 (lossy), VP8L (lossless) or VP8X (extended, the canvas). */
function webpDimensions(b: Uint8Array): ImageDimensions | null {
  const chunk = String.fromCharCode(...b.subarray(12, 16));
  if (chunk === "VP8 " && b.length >= 30) {
    // The key frame's start code, then 14-bit width and height (the top 2 bits are a scale).
    if (b[23] !== 0x9d || b[24] !== 0x01 || b[25] !== 0x2a) return null;
    return { width: u16le(b, 26) & 0x3fff, height: u16le(b, 28) & 0x3fff };
  }
  if (chunk === "VP8L" && b.length >= 25) {
    if (b[20] !== 0x2f) return null;
    const bits = u16le(b, 21) + u16le(b, 23) * 65_536;
    return { width: (bits & 0x3fff) + 1, height: ((bits >>> 14) & 0x3fff) + 1 };
  }
  if (chunk === "VP8X" && b.length >= 30) {
    return { width: u24le(b, 24) + 1, height: u24le(b, 27) + 1 };
  }
  return null;
}

/**
 * An image's width and height in pixels as its header declares them, read
 * without decoding it, for an image `sniffImage` has recognised as `kind`;
 * null when the header holds no size that can be read (such an image is
 * refused: a browser could not be told how large it is either).
 */
export function imageDimensions(bytes: Uint8Array, kind: ImageKind): ImageDimensions | null {
  const size =
    kind.ext === "png" ? pngDimensions(bytes) : kind.ext === "jpg" ? jpegDimensions(bytes) : webpDimensions(bytes);
  return size && size.width > 0 && size.height > 0 ? size : null;
}
