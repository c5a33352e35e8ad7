import { fileURLToPath } from "node:url";
import { reactRouter } from "@react-router/dev/vite";
import tailwindcss from "@tailwindcss/vite";
import { defineConfig, type Plugin } from "vite";
import { buildTimeModule } from "./scripts/build/build-time-module";
import * as apiRoutes from "./src/client/api-routes";
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

export default defineConfig({
  plugins: [
    // The routes the app calls the API with, without the schemas they are worked out from.
    buildTimeModule("src/client/api-routes.ts", apiRoutes),
    tailwindcss(),
    reactRouter(),
    searchFiles(),
  ],
  resolve: {
    alias: [{ find: /^zod$/, replacement: fileURLToPath(new URL("./src/client/zod-jitless.ts", import.meta.url)) }],
  },
  define: { "import.meta.env.PUBLIC_SITE_URL": JSON.stringify(origin) },
  server: { port: 5173, proxy: { "/api": "http://127.0.0.1:3000" } },
});
