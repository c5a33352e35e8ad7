import { describe, expect, it } from "vitest";
import { EmailLayout } from "./layout";
import { ActionButton, Heading, Paragraph, SignOff, Subheading } from "./parts";
import { renderEmail } from "./render";

const URL = "https://mathssprint.example";

/** A small email built from the layout and its parts, as every email is. */
function sample(footer?: string) {
  return (
    <EmailLayout preview="A line before the email is opened" publicUrl={URL} footer={footer}>
      <Heading>A title</Heading>
      <Paragraph>A first paragraph {"<b>with</b>"} a parent&apos;s words &amp; marks.</Paragraph>
      <ActionButton href={`${URL}/parent/dashboard`}>Open your parent dashboard</ActionButton>
      <Subheading>A section</Subheading>
      <Paragraph>More words.</Paragraph>
      <SignOff />
    </EmailLayout>
  );
}

describe("renderEmail", () => {
  it("renders one element into an HTML part in British English and a text part that reads on its own", async () => {
    const email = await renderEmail({
      audience: "confirmed_parent",
      to: "parent@example.com",
      subject: "A subject",
      body: sample(),
    });
    expect(email).toMatchObject({ to: "parent@example.com", subject: "A subject" });
    expect(email.html).toMatch(/^<!DOCTYPE html/);
    expect(email.html).toContain('<html dir="ltr" lang="en-GB">');
    expect(email.html).toContain("<head><title>A subject</title>");
    expect(email.html?.match(/<h1[\s>]/g)).toHaveLength(1);
    expect(email.html).toMatch(/<h2[\s>]/);
    expect(email.html).toContain(`href="${URL}/parent/dashboard"`);
    // A parent's words are escaped, never markup.
    expect(email.html).toContain("&lt;b&gt;with&lt;/b&gt;");

    expect(email.text).toContain("A title");
    expect(email.text).toContain("A first paragraph <b>with</b> a parent's words & marks.");
    expect(email.text).toContain(`Open your parent dashboard <${URL}/parent/dashboard>`);
    expect(email.text).toContain("The Maths Sprint team");
    // The preview line is for the inbox list only; no markup is left in the text.
    expect(email.text).not.toContain("A line before the email is opened");
    expect(email.text).not.toMatch(/<(p|a|td|table|div)[\s>]/);
  });

  it("says in the footer why the family gets it and links to the account page, unless the email says otherwise", async () => {
    const usual = await renderEmail({
      audience: "confirmed_parent",
      to: "p@example.com",
      subject: "S",
      body: sample(),
    });
    expect(usual.text).toContain("because you have a Maths Sprint parent account");
    expect(usual.html).toContain(`href="${URL}/parent/account"`);

    const own = await renderEmail({
      audience: "confirmed_parent",
      to: "p@example.com",
      subject: "S",
      body: sample("Sent because you asked."),
    });
    expect(own.text).toContain("Sent because you asked.");
    expect(own.text).not.toContain("parent account");
  });

  it("titles the document with the subject, escaped", async () => {
    const email = await renderEmail({
      audience: "confirmed_parent",
      to: "p@example.com",
      subject: "Sam & <Alex>",
      body: sample(),
    });
    expect(email.html).toContain("<title>Sam &#38; &#60;Alex&#62;</title>");
    expect(email.text).not.toContain("Sam & <Alex>");
  });

  it("keeps extra headers and forgetOnceDone on the message, and leaves them out when not given", async () => {
    const headers = { "List-Unsubscribe": `<${URL}/unsubscribe>` };
    const email = await renderEmail({
      audience: "confirmed_parent",
      to: "p@example.com",
      subject: "S",
      body: sample(),
      headers,
      forgetOnceDone: true,
    });
    expect(email.headers).toEqual(headers);
    expect(email.forgetOnceDone).toBe(true);
    const plain = await renderEmail({
      audience: "confirmed_parent",
      to: "p@example.com",
      subject: "S",
      body: sample(),
    });
    expect(plain).not.toHaveProperty("headers");
    expect(plain).not.toHaveProperty("forgetOnceDone");
  });
});
