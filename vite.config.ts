import { brotliCompressSync, constants, gzipSync } from "node:zlib";
import { readdirSync, readFileSync, statSync, writeFileSync } from "node:fs";
import path from "node:path";
import { reactRouter } from "@react-router/dev/vite";
import tailwindcss from "@tailwindcss/vite";
import { defineConfig, type Plugin } from "vite";
import { robotsTxt, siteOrigin, sitemapXml } from "./src/shared/public-pages";

const origin = siteOrigin(process.env);

/** robots.txt and sitemap.xml for the origin the site is built for. */
function searchFiles(): Plugin {
  return {
    name: "maths-sprint:search-files",
    apply: "build",
    applyToEnvironment: (environment) => environment.name === "client",
    generateBundle() {
      this.emitFile({ type: "asset", fileName: "robots.txt", source: robotsTxt(origin) });
      this.emitFile({ type: "asset", fileName: "sitemap.xml", source: sitemapXml(origin) });
    },
  };
}

function filesUnder(dir: string): string[] {
  return readdirSync(dir).flatMap((entry) => {
    const full = path.join(dir, entry);
    return statSync(full).isDirectory() ? filesUnder(full) : [full];
  });
}

/** Brotli and gzip copies of the client's text assets, served by the server as they are. */
function precompress(): Plugin {
  return {
    name: "maths-sprint:precompress",
    apply: "build",
    applyToEnvironment: (environment) => environment.name === "client",
    writeBundle(options) {
      const dir = options.dir;
      if (!dir) return;
      for (const file of filesUnder(dir)) {
        if (!/\.(js|css|svg|xml|txt|json|webmanifest)$/.test(file)) continue;
        const source = readFileSync(file);
        if (source.length < 1024) continue;
        writeFileSync(`${file}.gz`, gzipSync(source, { level: 9 }));
        writeFileSync(`${file}.br`, brotliCompressSync(source, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }));
      }
    },
  };
}

export default defineConfig({
  plugins: [tailwindcss(), reactRouter(), searchFiles(), precompress()],
  define: { "import.meta.env.PUBLIC_SITE_URL": JSON.stringify(origin) },
  server: { port: 5173, proxy: { "/api": "http://127.0.0.1:3000" } },
});
