import type { ReactElement } from "react";
import type { EmailAudience, EmailMessage } from "../providers/email/mailer";
import type * as ReactEmail from "@react-email/render";

interface EmailInput {
  to: string;
  /** Whom it is for, which decides whether it may be sent (`EmailAudience`). */
  audience: EmailAudience;
  subject: string;
  /** The email's body: an element built from EmailLayout. */
  body: ReactElement;
  /** Extra headers, e.g. List-Unsubscribe (kept on EmailMessage.headers) */
  headers?: Record<string, string>;
  forgetOnceDone?: boolean;
  /** One of a mailing to every family (EmailMessage.bulk). */
  bulk?: boolean;
}

/**
 * The plain-text part, read on its own: headings keep their case, and every
 * link is written out after its words, in angle brackets, so that it can be
 * followed from any mail reader.
 */
const TEXT_OPTIONS = {
  selectors: [
    { selector: "h1", options: { uppercase: false } },
    { selector: "h2", options: { uppercase: false } },
    { selector: "a", options: { linkBrackets: ["<", ">"] as [string, string], hideLinkHrefIfSameAsText: true } },
  ],
};

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);

interface Renderer {
  render: typeof ReactEmail.render;
  /** The plain-text part of an email's HTML. */
  toPlainText: (html: string) => string;
}

let rendererLoaded: Promise<Renderer> | null = null;

/**
 * React Email's render and the plain-text converter, loaded with the first email, not at the server's start (they
 * bring an HTML parser), and kept: an `import()` resolves its module again at every call, which a sweep of
 * thousands of reports paid at each one. The converter is React Email's `toPlainText` (its options, its selectors
 * and ours after them), compiled once: converting with options compiles them at every call, more than half
 * the text part's cost. One that failed to load is tried again with the next email.
 */
function renderer() {
  rendererLoaded ??= Promise.all([import("@react-email/render"), import("html-to-text")]).then(
    ([{ render, plainTextSelectors }, { compile }]) => ({
      render,
      toPlainText: compile({
        wordwrap: false,
        ...TEXT_OPTIONS,
        selectors: [...plainTextSelectors, ...TEXT_OPTIONS.selectors],
      }),
    }),
    (error: unknown) => {
      rendererLoaded = null;
      throw error;
    },
  );
  return rendererLoaded;
}

/** Renders an email's body (an element built from EmailLayout) into its HTML and plain-text parts with React Email's render. */
export async function renderEmail({
  to,
  audience,
  subject,
  body,
  headers,
  forgetOnceDone,
  bulk,
}: EmailInput): Promise<EmailMessage> {
  const { render, toPlainText } = await renderer();
  // The subject is the document's title, as a mail app's reader or a browser shows it.
  // A function, not a string: a replacement string reads $', $& and $` in the subject (a person's name) as patterns.
  const html = (await render(body)).replace("<head>", () => `<head><title>${escapeHtml(subject)}</title>`);
  // One blank line between blocks at most: the layout's nested tables would leave more.
  const text = toPlainText(html)
    .replace(/\n{3,}/g, "\n\n")
    .trim();
  return {
    to,
    audience,
    subject,
    html,
    text,
    ...(headers && { headers }),
    ...(forgetOnceDone !== undefined && { forgetOnceDone }),
    ...(bulk && { bulk }),
  };
}
