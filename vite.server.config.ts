import { defineConfig } from "vite";

// Bundles the API server into build/server/main.js for `npm start`.
// Dependencies stay external: they are installed next to the bundle.
export default defineConfig({
  publicDir: false,
  build: {
    ssr: "src/server/main.ts",
    outDir: "build/server",
    emptyOutDir: true,
    target: "node20",
    sourcemap: true,
    rollupOptions: { output: { entryFileNames: "main.js" } },
  },
  ssr: { target: "node" },
});
