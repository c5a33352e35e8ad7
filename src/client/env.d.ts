interface ImportMetaEnv {
  /** The public origin of the site, fixed at build time (vite.config.ts). */
  readonly PUBLIC_SITE_URL?: string;
}
