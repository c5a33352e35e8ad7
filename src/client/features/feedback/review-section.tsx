import { ExternalLink, Star } from "lucide-react";
import { Card } from "../../components/ui/card";
import { SITE_ORIGIN } from "../../seo";

/** The third-party review site's page for reviewing this site (its public address, fixed at build time). */
const reviewSiteUrl = (origin: string) => `https://uk.trustpilot.com/evaluate/${new URL(origin).hostname}`;

/** The account page's link to the third-party review site (docs/product/accounts.md#support-and-feedback), opening in a new tab. */
export function ReviewSection() {
  return (
    <Card>
      <h2 className="text-xl font-bold">Enjoying Maths Sprint?</h2>
      <p className="mt-2 text-ink-soft">A review helps other families find games their children enjoy.</p>
      <a
        href={reviewSiteUrl(SITE_ORIGIN)}
        target="_blank"
        rel="noopener noreferrer"
        className="mt-4 inline-flex min-h-11 items-center gap-2 rounded-xl bg-white px-4 py-2 font-semibold text-brand-700 ring-1 ring-brand-200 hover:bg-brand-50"
      >
        <Star aria-hidden size={18} /> Review us on Trustpilot
        <ExternalLink aria-hidden size={16} />
        <span className="sr-only">(opens in a new tab)</span>
      </a>
    </Card>
  );
}
