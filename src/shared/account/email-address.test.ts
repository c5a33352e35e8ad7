import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { normaliseEmail, quotedAddresses, quotesAddress, redactAddress, sameEmail } from "./email-address";

describe("normaliseEmail", () => {
  it("keeps a plain address in its normal form", () => {
    expect(normaliseEmail("  Parent.One+kids@Example.CO.UK ")).toBe("parent.one+kids@example.co.uk");
    expect(normaliseEmail("o'brien@example.ie")).toBe("o'brien@example.ie");
    expect(normaliseEmail("zoë@exämple.de")).toBe("zoë@exämple.de");
  });

  it("refuses anything a mail header could read as another mailbox or as more than one", () => {
    for (const address of [
      "foo<victim@example.net>",
      "victim@example.net>",
      "a@x.com,b@y.com",
      "a@x.com;b@y.com",
      '"a b"@x.com',
      "a(comment)@x.com",
      "a@[127.0.0.1]",
      "a\\b@x.com",
      "a b@x.com",
      "a:b@x.com",
      "group:a@x.com;",
      "a@b@x.com",
      "a@x",
      "a@x.",
      "a@.x.com",
      "a@x..com",
      "a@-x.com",
      "a@x-.com",
      ".a@x.com",
      "a.@x.com",
      "a..b@x.com",
      `${"a".repeat(65)}@x.com`,
      `a@${"x".repeat(250)}.com`,
      "",
      "@x.com",
    ]) {
      expect(normaliseEmail(address), address).toBeNull();
    }
  });

  it("compares addresses in their normal form", () => {
    expect(sameEmail("A@X.com", " a@x.com")).toBe(true);
    expect(sameEmail("a@x.co", "a@x.com")).toBe(false);
  });
});

describe("quotesAddress", () => {
  it("finds an address only whole, never inside a longer one", () => {
    const text = "Please help ba@x.com and a@x.com.au, also victim42@example.com.";
    expect(quotesAddress(text, "a@x.co")).toBe(false);
    expect(quotesAddress(text, "a@x.com")).toBe(false);
    expect(quotesAddress(text, "ictim42@example.co")).toBe(false);
    expect(quotesAddress(text, "ba@x.com")).toBe(true);
    expect(quotesAddress(text, "A@X.COM.AU")).toBe(true);
    expect(quotesAddress(text, "victim42@example.com")).toBe(true);
  });

  it("finds an address among the punctuation of sentences, mail headers and HTML", () => {
    for (const text of [
      "a@x.com",
      "Write to a@x.com.",
      "(a@x.com)",
      "<a@x.com>",
      "mailto:a@x.com",
      '"a@x.com"',
      "'a@x.com'",
      "<p>a@x.com</p>",
      "&quot;a@x.com&quot;",
      "x\na@x.com\ny",
    ]) {
      expect(quotesAddress(text, "a@x.com"), text).toBe(true);
    }
    for (const text of ["ba@x.com", "a@x.com.au", "a@x.comb", "a@x.com_z", "a@x.com-z", "a@x.com@y.org", "b.a@x.com"]) {
      expect(quotesAddress(text, "a@x.com"), text).toBe(false);
    }
  });

  it("never finds an address in a text made around a longer one that contains it", () => {
    fc.assert(
      fc.property(
        fc.stringMatching(/^[a-z0-9]{1,6}$/),
        fc.stringMatching(/^[a-z0-9]{1,6}$/),
        fc.stringMatching(/^[a-z0-9]{1,4}$/),
        fc.stringMatching(/^[a-z0-9]{1,4}$/),
        (prefix, local, domain, tail) => {
          const short = `${local}@${domain}.co`;
          const longer = `${prefix}${local}@${domain}.com.${tail}`;
          return !quotesAddress(`Hello ${longer}, from ${prefix}${short}m.`, short);
        },
      ),
    );
  });
});

describe("quotedAddresses", () => {
  it("lists each address the texts quote whole, once, in its normal form", () => {
    expect(quotedAddresses("From A@X.com to ba@x.com.", '<a href="mailto:a@x.com">a@x.com</a>', "none here")).toEqual([
      "a@x.com",
      "ba@x.com",
    ]);
    expect(quotedAddresses("", "no address")).toEqual([]);
  });

  it("finds every address quotesAddress finds in a text, and no other", () => {
    const word = fc.stringMatching(/^[a-z0-9.]{1,5}$/);
    const separator = fc.constantFrom(" ", ", ", "<", ">", ".", "\n", "mailto:", "'", '"', "-", "@", "_");
    fc.assert(
      fc.property(
        fc.array(
          fc.oneof(
            word,
            separator,
            fc.tuple(word, word, word).map(([l, d, t]) => `${l}@${d}.${t}`),
          ),
        ),
        (parts) => {
          const text = parts.join("");
          const listed = quotedAddresses(text);
          const candidates = [...new Set([...listed, ...parts.filter((p) => p.includes("@") && p.length > 1)])];
          return candidates.every((address) => listed.includes(address.toLowerCase()) === quotesAddress(text, address));
        },
      ),
    );
  });
});

describe("redactAddress", () => {
  it("replaces the whole address each time it is quoted, and nothing else", () => {
    expect(redactAddress("a@x.com wrote to ba@x.com and A@x.com.", "a@x.com", "[removed]")).toBe(
      "[removed] wrote to ba@x.com and [removed].",
    );
    expect(redactAddress("nothing here", "a@x.com", "[removed]")).toBe("nothing here");
  });
});
