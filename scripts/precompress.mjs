// Last step of `npm run build`: Brotli and gzip copies of the client's text assets, which the server
// sends as they are to browsers that accept them (pages are compressed by the server at start-up).
import { readdirSync, readFileSync, statSync, writeFileSync } from "node:fs";
import path from "node:path";
import { brotliCompressSync, constants, gzipSync } from "node:zlib";

const root = process.argv[2] ?? "build/client";

function filesUnder(dir) {
  return readdirSync(dir).flatMap((entry) => {
    const full = path.join(dir, entry);
    return statSync(full).isDirectory() ? filesUnder(full) : [full];
  });
}

let count = 0;
for (const file of filesUnder(root)) {
  if (!/\.(js|css|svg|xml|txt|json|webmanifest)$/.test(file)) continue;
  const source = readFileSync(file);
  // Small files too (a route's own module is often a few hundred bytes), where compressing saves
  // anything worth a header: each copy is kept only when it is smaller.
  const gzip = gzipSync(source, { level: 9 });
  const brotli = brotliCompressSync(source, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } });
  if (gzip.length < source.length - 64) writeFileSync(`${file}.gz`, gzip);
  if (brotli.length >= source.length - 64) continue;
  writeFileSync(`${file}.br`, brotli);
  count += 1;
}
console.log(`Pre-compressed ${count} client files in ${root}`);
