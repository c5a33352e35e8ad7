import { deflateSync } from "node:zlib";

/** CRC-32 of PNG chunks. */
function crc32(bytes: Buffer): number {
  let crc = ~0;
  for (const byte of bytes) {
    crc ^= byte;
    for (let k = 0; k < 8; k++) crc = (crc >>> 1) ^ (0xedb88320 & -(crc & 1));
  }
  return ~crc >>> 0;
}

function chunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, "ascii"), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
}

/** A real PNG of one colour, `size` pixels square, that any browser draws. */
export function solidPng(size = 8, rgb: [number, number, number] = [37, 99, 235]): Buffer {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(size, 0);
  header.writeUInt32BE(size, 4);
  header.writeUInt8(8, 8); // bit depth
  header.writeUInt8(2, 9); // truecolour
  const row = Buffer.concat([Buffer.from([0]), Buffer.from(Array.from({ length: size }, () => rgb).flat())]);
  const pixels = Buffer.concat(Array.from({ length: size }, () => row));
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk("IHDR", header),
    chunk("IDAT", deflateSync(pixels)),
    chunk("IEND", Buffer.alloc(0)),
  ]);
}

/** A PNG's first chunk alone, declaring `width` × `height` pixels (a few bytes can claim any size). */
export function pngHeader(width: number, height: number): Buffer {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.writeUInt8(8, 8);
  header.writeUInt8(2, 9);
  return Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), chunk("IHDR", header)]);
}

/** A JPEG's segments up to its frame header (JFIF, a comment, then the start of frame `sof`), declaring its size. */
export function jpegHeader(width: number, height: number, sof = 0xc0): Buffer {
  const app0 = Buffer.from([0xff, 0xe0, 0, 16, ...Buffer.from("JFIF\0", "latin1"), 1, 1, 0, 0, 1, 0, 1, 0, 0]);
  const comment = Buffer.from([0xff, 0xfe, 0, 7, ...Buffer.from("hello", "latin1")]);
  const frame = Buffer.alloc(19);
  frame.set([0xff, sof, 0, 17, 8], 0);
  frame.writeUInt16BE(height, 5);
  frame.writeUInt16BE(width, 7);
  frame.set([3, 1, 0x22, 0, 2, 0x11, 1, 3, 0x11, 1], 9);
  return Buffer.concat([Buffer.from([0xff, 0xd8]), app0, comment, frame, Buffer.from([0xff, 0xd9])]);
}

/** A WebP's RIFF header and first chunk ("VP8 ", "VP8L" or "VP8X"), declaring its size. */
export function webpHeader(width: number, height: number, kind: "VP8 " | "VP8L" | "VP8X"): Buffer {
  const data = Buffer.alloc(10);
  if (kind === "VP8 ") {
    data.set([0x9d, 0x01, 0x2a], 3);
    data.writeUInt16LE(width, 6);
    data.writeUInt16LE(height, 8);
  } else if (kind === "VP8L") {
    data.writeUInt8(0x2f, 0);
    data.writeUInt32LE(((width - 1) | ((height - 1) << 14)) >>> 0, 1);
  } else {
    data.writeUIntLE(width - 1, 4, 3);
    data.writeUIntLE(height - 1, 7, 3);
  }
  const size = Buffer.alloc(4);
  size.writeUInt32LE(data.length);
  const body = Buffer.concat([Buffer.from("WEBP"), Buffer.from(kind), size, data]);
  const riff = Buffer.alloc(4);
  riff.writeUInt32LE(body.length);
  return Buffer.concat([Buffer.from("RIFF"), riff, body]);
}
