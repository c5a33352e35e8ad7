import { beforeAll, describe, expect, it } from "vitest";
import { uniqueEmail } from "../../../../tests/factories";
import { everyEmail, type SampleEmail } from "../../../../tests/support/every-email";
import { useMailerFixture } from "../../../../tests/support/mailer-fixture";
import type { DeliveredMail } from "../../../../tests/support/smtp";
import { supportConfirmationEmail } from "../../emails/support-confirmation";
import { supportRequestEmail } from "../../emails/support-request";
import { users } from "../../db/schema/users";
import type { EmailMessage } from "./mailer";

const PUBLIC_URL = "https://mathssprint.example";

const setup = useMailerFixture();

/**
 * Sends a message through the real mailer (outbox, nodemailer, SMTP) to its own address, a parent's confirmed
 * sign-in address (the only kind a parent's mail may go to); returns it as received.
 */
async function deliver(message: EmailMessage): Promise<DeliveredMail> {
  const to = uniqueEmail("delivery");
  await setup.database.db.insert(users).values({ email: to, passwordHash: "not-a-hash", emailVerifiedAt: new Date() });
  await setup.mailer(setup.smtp.url).send({ ...message, to });
  const [received, ...more] = setup.smtp.to(to);
  expect(more).toHaveLength(0);
  if (!received) throw new Error(`Nothing reached the mail server for ${message.subject}`);
  return received;
}

/** Every address a reader can follow or a mail app would fetch: links, sources, stylesheets, CSS urls. */
function addressesIn(html: string): string[] {
  return [
    ...html.matchAll(/\b(?:href|src|background|action|srcset)\s*=\s*["']([^"']*)["']|url\(\s*['"]?([^'")]+)/gi),
  ].map((match) => match[1] ?? match[2] ?? "");
}
const urlsInText = (text: string) => [...text.matchAll(/(?:https?:\/\/|mailto:)[^\s<>]+/gi)].map((match) => match[0]);
const isOurs = (address: string) =>
  address === PUBLIC_URL || address.startsWith(`${PUBLIC_URL}/`) || address.startsWith("mailto:");

let samples: SampleEmail[];
beforeAll(async () => {
  samples = await everyEmail(PUBLIC_URL);
});

describe("every email, through the real mailer and an SMTP server", () => {
  it("arrives as HTML and text alternatives that link only to the app or an address, load nothing, and read alone", async () => {
    expect(samples.length).toBeGreaterThanOrEqual(11);
    for (const { name, email, keySentence, link } of samples) {
      const { parsed, raw } = await deliver(email);
      const context = `${name}: `;
      expect(parsed.headers.get("content-type"), context).toMatchObject({ value: "multipart/alternative" });
      expect(raw, context).toMatch(/Content-Type: text\/plain; charset=utf-8/i);
      expect(raw, context).toMatch(/Content-Type: text\/html; charset=utf-8/i);
      expect(parsed.subject, context).toBe(email.subject);

      const html = parsed.html || "";
      expect(html, context).toMatch(/<html[^>]*\blang="en-GB"/);
      // No image, stylesheet, script, frame, font or tracking pixel: nothing for a mail app to fetch.
      expect(html, context).not.toMatch(/<(img|link|script|iframe|object|embed|video|audio|source|style)\b/i);
      expect(html, context).not.toMatch(/@import|@font-face/i);
      const addresses = addressesIn(html);
      expect(addresses.length, context).toBeGreaterThan(0);
      expect(
        addresses.filter((address) => !isOurs(address)),
        context,
      ).toEqual([]);
      expect(addresses, context).toContain(link.replaceAll("&", "&amp;"));

      const text = parsed.text ?? "";
      expect(
        urlsInText(text).filter((address) => !isOurs(address)),
        context,
      ).toEqual([]);
      expect(text, context).toContain(keySentence);
      expect(text, context).toContain(link.replace(/^mailto:/, ""));
      expect(text, context).not.toMatch(/<\/?(p|a|td|tr|table|div|span|h1|h2|br)\b/);
    }
  });

  it("tells one family's email nothing of another family's, even built side by side", async () => {
    const families = Array.from({ length: 6 }, (_, index) => ({
      name: `Parent${index}-${uniqueEmail().slice(0, 8)}`,
      email: uniqueEmail(`family${index}`),
      description: `Family ${index}'s own question`,
    }));
    const built = await Promise.all(
      families.map(async (family, index) => ({
        family,
        emails: await Promise.all([
          supportRequestEmail({
            to: "support@mathssprint.test",
            sender: { kind: "help_center", name: family.name, email: family.email, signedIn: false },
            received: new Date(0),
            requestId: `r-${index}`,
            description: family.description,
            publicUrl: PUBLIC_URL,
          }),
          supportConfirmationEmail({
            to: family.email,
            requestId: `r-${index}`,
            from: "account",
            publicUrl: PUBLIC_URL,
          }),
        ]),
      })),
    );
    for (const { family, emails } of built) {
      const others = families.filter((other) => other !== family);
      for (const email of emails) {
        const { parsed } = await deliver(email);
        const whole = `${parsed.subject ?? ""}\n${parsed.text ?? ""}\n${parsed.html || ""}`;
        for (const other of others) {
          expect(whole).not.toContain(other.name);
          expect(whole).not.toContain(other.email);
          expect(whole).not.toContain(other.description);
        }
      }
      expect(emails[0]?.text).toContain(family.name);
      expect(emails[0]?.text).toContain(family.description);
    }
  });
});
