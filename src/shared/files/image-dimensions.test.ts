import { describe, expect, it } from "vitest";
import { jpegHeader, pngHeader, solidPng, webpHeader } from "../../../tests/support/images";
import { imageDimensions } from "./image-dimensions";
import { sniffImage } from "./sniff-image";

const sizeOf = (bytes: Uint8Array) => {
  const kind = sniffImage(bytes);
  if (!kind) throw new Error("not an image");
  return imageDimensions(bytes, kind);
};

describe("imageDimensions", () => {
  it("reads a PNG's size from its IHDR chunk, however large it claims to be", () => {
    expect(sizeOf(solidPng(16))).toEqual({ width: 16, height: 16 });
    expect(sizeOf(pngHeader(20_000, 20_000))).toEqual({ width: 20_000, height: 20_000 });
    expect(sizeOf(pngHeader(300, 2))).toEqual({ width: 300, height: 2 });
  });

  it("reads a JPEG's size from its start of frame, past the segments before it, baseline or progressive", () => {
    expect(sizeOf(jpegHeader(640, 480))).toEqual({ width: 640, height: 480 });
    expect(sizeOf(jpegHeader(4096, 10, 0xc2))).toEqual({ width: 4096, height: 10 });
    // Fill bytes before a marker are allowed (here, after the JFIF segment).
    const filled = jpegHeader(32, 64);
    expect(sizeOf(Buffer.concat([filled.subarray(0, 20), Buffer.from([0xff, 0xff]), filled.subarray(20)]))).toEqual({
      width: 32,
      height: 64,
    });
  });

  it("reads a WebP's size from its VP8, VP8L or VP8X chunk", () => {
    expect(sizeOf(webpHeader(256, 128, "VP8 "))).toEqual({ width: 256, height: 128 });
    expect(sizeOf(webpHeader(9000, 3, "VP8L"))).toEqual({ width: 9000, height: 3 });
    expect(sizeOf(webpHeader(20_000, 20_000, "VP8X"))).toEqual({ width: 20_000, height: 20_000 });
  });

  it("gives no size for a header that holds none: cut short, a scan before any frame, a zero side", () => {
    expect(sizeOf(jpegHeader(640, 480).subarray(0, 30))).toBeNull();
    expect(sizeOf(Buffer.from([0xff, 0xd8, 0xff, 0xda, 0, 2, 0xff, 0xd9]))).toBeNull();
    expect(sizeOf(jpegHeader(0, 480))).toBeNull();
    expect(sizeOf(pngHeader(0, 10))).toBeNull();
    expect(sizeOf(webpHeader(256, 128, "VP8 ").subarray(0, 26))).toBeNull();
  });
});
