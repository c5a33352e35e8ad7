import { defineConfig } from "vite";

// Bundles the API server into build/server/main.js for `npm start`, and beside it the thread that renders the
// weekly reports' emails (src/server/emails/render-off-the-loop.ts finds it by this name).
// Dependencies stay external: they are installed next to the bundle.
export default defineConfig({
  publicDir: false,
  build: {
    ssr: true,
    outDir: "build/server",
    emptyOutDir: true,
    target: "node20",
    sourcemap: true,
    rollupOptions: {
      input: { main: "src/server/main.ts", "email-render-worker": "src/server/emails/render-worker.ts" },
      output: { entryFileNames: "[name].js" },
    },
  },
  ssr: { target: "node" },
});
