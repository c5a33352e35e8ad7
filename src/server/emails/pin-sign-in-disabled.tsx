import { PIN_FAILURES_BEFORE_DISABLE } from "../../shared/constants";
import type { EmailMessage } from "../providers/email/mailer";
import { EmailLayout } from "./layout";
import { ActionButton, Heading, Paragraph, SignOff } from "./parts";
import { renderEmail } from "./render";

/** Tells the parent that PIN sign-in was turned off after too many wrong PINs, and how to turn it back on. */
export function pinSignInDisabledEmail(email: string, publicUrl: string): Promise<EmailMessage> {
  return renderEmail({
    audience: "confirmed_parent",
    to: email,
    subject: "Children's PIN sign-in has been turned off",
    body: (
      <EmailLayout preview="Turn it back on from your parent dashboard when you are ready." publicUrl={publicUrl}>
        <Heading>Children&apos;s PIN sign-in has been turned off</Heading>
        <Paragraph>Hello,</Paragraph>
        <Paragraph>
          Someone entered a wrong child PIN for your family {PIN_FAILURES_BEFORE_DISABLE} times in a row, so we have
          turned off PIN sign-in to keep your children&apos;s profiles safe.
        </Paragraph>
        <Paragraph>Your children can sign in again once you turn it back on from your parent dashboard:</Paragraph>
        <ActionButton href={`${publicUrl}/parent/dashboard`}>Open your parent dashboard</ActionButton>
        <Paragraph>If this was your child trying to remember their PIN, you can also set a new PIN there.</Paragraph>
        <SignOff />
      </EmailLayout>
    ),
  });
}
