import type { CSSProperties, ReactElement, ReactNode } from "react";
import { Body } from "@react-email/body";
import { Container } from "@react-email/container";
import { Head } from "@react-email/head";
import { Hr } from "@react-email/hr";
import { Html } from "@react-email/html";
import { Link } from "@react-email/link";
import { Preview } from "@react-email/preview";
import { Section } from "@react-email/section";
import { Text } from "@react-email/text";
import { emailTheme as theme } from "./theme";

const page: CSSProperties = {
  margin: 0,
  padding: "24px 12px",
  backgroundColor: theme.page,
  color: theme.ink,
  fontFamily: theme.font,
};
const frame: CSSProperties = { maxWidth: "560px", width: "100%", margin: "0 auto" };
const masthead: CSSProperties = { padding: "0 8px 16px" };
const wordmark: CSSProperties = {
  color: theme.brandDark,
  fontSize: "22px",
  fontWeight: 800,
  letterSpacing: "-0.01em",
  textDecoration: "none",
};
const card: CSSProperties = {
  backgroundColor: theme.card,
  border: `1px solid ${theme.rule}`,
  borderRadius: "16px",
  padding: "8px 24px 16px",
};
const rule: CSSProperties = { borderColor: theme.rule, margin: "24px 0 8px" };
const footnote: CSSProperties = { color: theme.inkSoft, fontSize: "13px", lineHeight: "20px", margin: "8px 0" };
const footLink: CSSProperties = { color: theme.brandDark, textDecoration: "underline" };

interface EmailLayoutProps {
  /** The line a mail app shows beside the subject, before the email is opened. */
  preview: string;
  publicUrl: string;
  children: ReactNode;
  /**
   * Why this person gets this email, in place of the default (they have a
   * Maths Sprint parent account, with a link to its account page).
   */
  footer?: ReactNode;
}

/** The default footer: why the family gets this email, and where to manage the account. */
function AccountFooter({ publicUrl }: { publicUrl: string }) {
  return (
    <Text style={footnote}>
      You are receiving this email because you have a Maths Sprint parent account.{" "}
      <Link href={`${publicUrl}/parent/account`} style={footLink}>
        Manage your account settings
      </Link>
      .
    </Text>
  );
}

/**
 * Every email's page: British English, the "Maths Sprint" wordmark as text
 * (no remote image or font), the body on a card at most 560 px wide, and a
 * footer saying why the family gets it. Styles are inline, as mail apps need.
 */
export function EmailLayout({ preview, publicUrl, children, footer }: EmailLayoutProps): ReactElement {
  return (
    <Html lang="en-GB" dir="ltr">
      <Head>
        <meta name="color-scheme" content="light" />
        <meta name="supported-color-schemes" content="light" />
      </Head>
      <Preview>{preview}</Preview>
      <Body style={page}>
        <Container style={frame}>
          <Section style={masthead}>
            <Link href={publicUrl} style={wordmark}>
              Maths Sprint
            </Link>
          </Section>
          <Section style={card}>{children}</Section>
          <Section style={{ padding: "0 8px" }}>
            <Hr style={rule} />
            {footer === undefined ? <AccountFooter publicUrl={publicUrl} /> : <Text style={footnote}>{footer}</Text>}
          </Section>
        </Container>
      </Body>
    </Html>
  );
}
