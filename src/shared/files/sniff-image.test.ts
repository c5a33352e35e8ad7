import { describe, expect, it } from "vitest";
import { solidPng } from "../../../tests/support/images";
import { sniffImage } from "./sniff-image";

const bytes = (...parts: (string | number[])[]) =>
  new Uint8Array(parts.flatMap((p) => (typeof p === "string" ? [...Buffer.from(p, "latin1")] : p)));

describe("sniffImage", () => {
  it("knows a PNG, a JPEG and a WebP by their content", () => {
    expect(sniffImage(solidPng())).toEqual({ contentType: "image/png", ext: "png" });
    expect(sniffImage(bytes([0xff, 0xd8, 0xff, 0xe0, 0, 16], "JFIF"))).toEqual({
      contentType: "image/jpeg",
      ext: "jpg",
    });
    expect(sniffImage(bytes([0xff, 0xd8, 0xff, 0xdb, 0, 67]))).toEqual({ contentType: "image/jpeg", ext: "jpg" });
    for (const chunk of ["VP8 ", "VP8L", "VP8X"])
      expect(sniffImage(bytes("RIFF", [40, 0, 0, 0], "WEBP", chunk, [0, 0, 0, 0]))).toEqual({
        contentType: "image/webp",
        ext: "webp",
      });
  });

  it("refuses SVG, in every way it may start", () => {
    for (const svg of [
      "<svg xmlns='http://www.w3.org/2000/svg'></svg>",
      "<?xml version='1.0'?><svg/>",
      "\ufeff  <!DOCTYPE svg><svg/>",
    ])
      expect(sniffImage(new TextEncoder().encode(svg)), svg).toBeNull();
  });

  it("refuses text, HTML, GIF, truncated signatures and signatures without the header that must follow", () => {
    for (const sample of [
      bytes("hello, this is a .png file"),
      bytes("<!doctype html><script>alert(1)</script>"),
      bytes("GIF89a", [1, 0, 1, 0]),
      bytes([0x89], "PNG"),
      bytes([0x89], "PNG", [0x0d, 0x0a, 0x1a, 0x0a], [0, 0, 0, 13], "XXXX"),
      bytes([0xff, 0xd8]),
      bytes([0xff, 0xd8, 0xff, 0xff]),
      bytes("RIFF", [40, 0, 0, 0], "WAVE", "fmt "),
      bytes("RIFF", [40, 0, 0, 0], "WEBP", "ABCD"),
      new Uint8Array(),
    ])
      expect(sniffImage(sample)).toBeNull();
  });
});
