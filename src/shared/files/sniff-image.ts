/**
 * The image types an upload may be: decided from the bytes alone, never from
 * a name or a declared type. The server decides with it; the badge form runs
 * it too, on the chosen file's first bytes, to refuse a non-image before sending.
 */
export type ImageKind =
  | { contentType: "image/png"; ext: "png" }
  | { contentType: "image/jpeg"; ext: "jpg" }
  | {
      contentType: "image/webp";
      ext: "webp";
    };

const PNG_SIGNATURE = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];

const startsWith = (bytes: Uint8Array, expected: readonly number[], at = 0) =>
  bytes.length >= at + expected.length && expected.every((b, i) => bytes[at + i] === b);
const ascii = (text: string) => Array.from(text, (c) => c.charCodeAt(0));

/** How many bytes `sniffImage` looks at: a browser reads only these of a chosen file. */
export const SNIFF_BYTES = 16;

/**
 * What image the bytes are, by their signature and the header that must
 * follow it: a PNG whose first chunk is IHDR, a JPEG that opens with a marker
 * segment, a WebP (RIFF … WEBP) with a VP8, VP8L or VP8X chunk. Anything else
 * is not accepted, SVG included: it is a document that can carry scripts and
 * links, and no sanitiser of ours could be trusted with it.
 */
export function sniffImage(bytes: Uint8Array): ImageKind | null {
  if (startsWith(bytes, PNG_SIGNATURE) && startsWith(bytes, ascii("IHDR"), 12)) {
    return { contentType: "image/png", ext: "png" };
  }
  // SOI, then a marker (FF xx other than FF or 00).
  if (bytes.length >= 4 && startsWith(bytes, [0xff, 0xd8, 0xff]) && bytes[3] !== 0xff && bytes[3] !== 0x00) {
    return { contentType: "image/jpeg", ext: "jpg" };
  }
  if (
    startsWith(bytes, ascii("RIFF")) &&
    startsWith(bytes, ascii("WEBP"), 8) &&
    ["VP8 ", "VP8L", "VP8X"].some((chunk) => startsWith(bytes, ascii(chunk), 12))
  ) {
    return { contentType: "image/webp", ext: "webp" };
  }
  return null;
}
