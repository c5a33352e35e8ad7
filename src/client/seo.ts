/** The public origin fixed at build time (PUBLIC_SITE_URL, see vite.config.ts). */
export const SITE_ORIGIN: string = import.meta.env.PUBLIC_SITE_URL ?? "http://localhost:3000";

interface PageMeta {
  path: string;
  title: string;
  description: string;
}

/** Title, description, canonical link and social preview tags of one public page. */
export function pageMeta({ path, title, description }: PageMeta) {
  const url = `${SITE_ORIGIN}${path}`;
  return [
    { title },
    { name: "description", content: description },
    { tagName: "link", rel: "canonical", href: url },
    { property: "og:type", content: "website" },
    { property: "og:site_name", content: "Maths Sprint" },
    { property: "og:title", content: title },
    { property: "og:description", content: description },
    { property: "og:url", content: url },
    { property: "og:locale", content: "en_GB" },
  ];
}
