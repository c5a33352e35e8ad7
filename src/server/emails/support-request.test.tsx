import { describe, expect, it } from "vitest";
import { supportRequestEmail } from "./support-request";

describe("the support team's copy of a Help Center request", () => {
  it("keeps a name with a replacement pattern's characters ($', $&, $` and $1) as written, in the title too", async () => {
    const name = "Sam $' $& $` $1 $$ Jones";
    const email = await supportRequestEmail({
      to: "support@mathssprint.test",
      sender: { kind: "help_center", name, email: "sam@example.com", signedIn: false },
      received: new Date("2026-06-01T09:00:00.000Z"),
      requestId: "REQ-1",
      description: "Hello",
      publicUrl: "https://mathssprint.example",
    });
    expect(email.subject).toBe(`Help Center: message from ${name}`);
    const escaped = "Sam $&#39; $&#38; $` $1 $$ Jones";
    expect(email.html).toContain(`<head><title>Help Center: message from ${escaped}</title>`);
    // The document has one head and one title: nothing of the page was copied into it.
    expect(email.html?.match(/<head>/g)).toHaveLength(1);
    expect(email.html?.match(/<title>/g)).toHaveLength(1);
    expect(email.text).toContain(`From: ${name} <sam@example.com>`);
  });
});
