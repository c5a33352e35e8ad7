/**
 * Email addresses: the one parser, the one normal form and the one way to
 * find an address in a text. Every address the product keeps, compares or
 * mails goes through `normaliseEmail`; a family's rows are found by equality
 * on its result, and free text by whole addresses (`quotesAddress`), never by
 * a substring, so that `a@x.co` never finds `ba@x.com` or `a@x.com.au`.
 */

/** The longest address SMTP can deliver to, and the longest part before the `@`. */
export const EMAIL_MAX_LENGTH = 254;
const LOCAL_PART_MAX_LENGTH = 64;

/**
 * Characters of the part before the `@`: anything but whitespace, the `@`
 * and the characters that make an address list or a display name in a mail
 * header (`< > , ; : " ( ) [ ] \`): `foo<victim@example.net>` is refused,
 * where a mailer would deliver it to victim@example.net.
 */
const LOCAL = String.raw`[^\s<>,;:"()[\]\\@]+`;
/** A domain: two labels or more of letters, digits and hyphens, with no empty label. */
const DOMAIN = String.raw`[\p{L}\p{N}](?:[\p{L}\p{N}-]*[\p{L}\p{N}])?(?:\.[\p{L}\p{N}](?:[\p{L}\p{N}-]*[\p{L}\p{N}])?)+`;

const ADDRESS = new RegExp(`^${LOCAL}@${DOMAIN}$`, "u");
/**
 * An address inside a text: its part before the `@` starts after a character
 * that cannot be in one (or at the start, or after a quote mark), so that its
 * whole is taken; its domain is the longest run of labels and must end
 * there, so `a@x.com.au` is one address, and a full stop ending a sentence
 * is not part of it.
 */
const ADDRESS_IN_TEXT = new RegExp(
  String.raw`(?<![^\s<>,;:"()[\]\\@'])[^\s<>,;:"()[\]\\@'][^\s<>,;:"()[\]\\@]*@${DOMAIN}(?![\p{L}\p{N}_@-])`,
  "gu",
);

/**
 * An address as it is kept and compared: trimmed, composed (NFC) and
 * lower-case. For looking up an address as typed (sign-in); what is kept is
 * `normaliseEmail`'s.
 */
export function normalForm(address: string): string {
  return address.trim().normalize("NFC").toLowerCase();
}

/**
 * The normal form of `address` if it is one mailbox we can deliver to, else
 * null. A plain address only: no display name, no list, no comment, no
 * quoted part, nothing a mail header would read as more than one address.
 */
export function normaliseEmail(address: string): string | null {
  const normal = normalForm(address);
  if (normal.length > EMAIL_MAX_LENGTH || !ADDRESS.test(normal)) return null;
  const local = normal.slice(0, normal.lastIndexOf("@"));
  if (local.length > LOCAL_PART_MAX_LENGTH || local.startsWith(".") || local.endsWith(".") || local.includes(".."))
    return null;
  return normal;
}

/** Whether two addresses are the same mailbox (both in their normal form). */
export function sameEmail(a: string, b: string): boolean {
  return normalForm(a) === normalForm(b);
}

/** Each whole address written in `text`, with where it is, in their normal form. */
function addressesIn(text: string): { start: number; end: number; address: string }[] {
  return [...text.matchAll(ADDRESS_IN_TEXT)].map((match) => ({
    start: match.index,
    end: match.index + match[0].length,
    address: normalForm(match[0]),
  }));
}

/** Every address that any of `texts` quotes as a whole, once each, in their normal form (what `quotesAddress` finds). */
export function quotedAddresses(...texts: string[]): string[] {
  return [...new Set(texts.flatMap((text) => addressesIn(text).map((found) => found.address)))];
}

/** Whether `text` quotes `address` as a whole address (never as a part of a longer one). */
export function quotesAddress(text: string, address: string): boolean {
  const wanted = normalForm(address);
  return addressesIn(text).some((found) => found.address === wanted);
}

/** `text` with every whole-address quote of `address` replaced by `replacement`; the rest as it was. */
export function redactAddress(text: string, address: string, replacement: string): string {
  const wanted = normalForm(address);
  let result = "";
  let from = 0;
  for (const found of addressesIn(text)) {
    if (found.address !== wanted) continue;
    result += text.slice(from, found.start) + replacement;
    from = found.end;
  }
  return result + text.slice(from);
}
