import type { CSSProperties, ReactElement, ReactNode } from "react";
import { Button } from "@react-email/button";
import { Heading as EmailHeading } from "@react-email/heading";
import { Link } from "@react-email/link";
import { Section } from "@react-email/section";
import { Text } from "@react-email/text";
import { emailTheme as theme } from "./theme";

// A long address or word wraps rather than widening the email past a phone's screen.
const paragraph: CSSProperties = {
  color: theme.ink,
  fontSize: "16px",
  lineHeight: "26px",
  margin: "0 0 16px",
  overflowWrap: "break-word",
};
const heading: CSSProperties = {
  color: theme.ink,
  fontSize: "24px",
  lineHeight: "32px",
  fontWeight: 800,
  margin: "16px 0 16px",
  overflowWrap: "break-word",
};
const subheading: CSSProperties = {
  color: theme.brandDark,
  fontSize: "18px",
  lineHeight: "26px",
  fontWeight: 700,
  margin: "24px 0 8px",
};
const button: CSSProperties = {
  backgroundColor: theme.brand,
  borderRadius: "12px",
  color: "#ffffff",
  display: "inline-block",
  fontSize: "16px",
  fontWeight: 700,
  lineHeight: "24px",
  padding: "12px 24px",
  textAlign: "center",
  textDecoration: "none",
};

const fallback: CSSProperties = { color: theme.inkSoft, fontSize: "13px", lineHeight: "20px", margin: "0 0 16px" };
const fallbackLink: CSSProperties = { color: theme.brandDark, overflowWrap: "anywhere" };
const inlineLink: CSSProperties = { color: theme.brandDark, textDecoration: "underline" };

/** A paragraph of body text. */
export function Paragraph({ children }: { children: ReactNode }): ReactElement {
  return <Text style={paragraph}>{children}</Text>;
}

/** The email's one main heading (h1). */
export function Heading({ children }: { children: ReactNode }): ReactElement {
  return (
    <EmailHeading as="h1" style={heading}>
      {children}
    </EmailHeading>
  );
}

/** A section's heading (h2), under the email's one h1. */
export function Subheading({ children }: { children: ReactNode }): ReactElement {
  return (
    <EmailHeading as="h2" style={subheading}>
      {children}
    </EmailHeading>
  );
}

/** A link styled as the product's primary button; its words must make sense alone ("Choose a new password"). */
export function ActionButton({ href, children }: { href: string; children: ReactNode }): ReactElement {
  return (
    <Section style={{ margin: "8px 0 24px" }}>
      <Button href={href} style={button}>
        {children}
      </Button>
    </Section>
  );
}

/** The team's signature under a message to a parent. */
export function SignOff(): ReactElement {
  return <Text style={{ ...paragraph, margin: "24px 0 8px" }}>The Maths Sprint team</Text>;
}

/**
 * Under an ActionButton whose link carries a token: the same address written
 * out, for a mail app that does not show buttons. Left out of the text part,
 * which already writes the button's address out.
 */
export function LinkFallback({ href }: { href: string }): ReactElement {
  return (
    <Text style={fallback} data-skip-in-text={true}>
      If the button does not work, copy this address into your browser:{" "}
      <Link href={href} style={fallbackLink}>
        {href}
      </Link>
    </Text>
  );
}

/** A link inside a sentence, in the product's link colour. */
export function InlineLink({ href, children }: { href: string; children: ReactNode }): ReactElement {
  return (
    <Link href={href} style={inlineLink}>
      {children}
    </Link>
  );
}
