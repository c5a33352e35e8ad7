import { defineConfig } from "vite";

// Bundles the API server into build/server/main.js for `npm start`, and beside it its threads: the one that renders
// the weekly reports' emails, the sweeps' and the one that plans Smart Practice (src/server/emails/render-off-the-loop.ts,
// src/server/sweep-thread.ts and src/server/play/practice-thread.ts find them by these names).
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
      input: {
        main: "src/server/main.ts",
        "email-render-worker": "src/server/emails/render-worker.ts",
        "sweep-worker": "src/server/sweep-worker.ts",
        "practice-worker": "src/server/play/practice-worker.ts",
      },
      // Every file beside main.js: a thread's entry is found relative to the module that starts it (core/start-thread.ts).
      output: { entryFileNames: "[name].js", chunkFileNames: "[name]-[hash].js" },
    },
  },
  ssr: { target: "node" },
});
