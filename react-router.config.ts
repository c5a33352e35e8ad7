import type { Config } from "@react-router/dev/config";
import { PRERENDERED_PATHS } from "./src/shared/public-pages";

export default {
  appDirectory: "src/client",
  buildDirectory: "build",
  ssr: false,
  prerender: [...PRERENDERED_PATHS],
} satisfies Config;
