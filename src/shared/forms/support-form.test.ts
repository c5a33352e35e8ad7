import { describe, expect, it } from "vitest";
import { messages } from "../messages";
import { checkForm } from "./form-check";
import { supportForm } from "./support-form";

const valid = { name: "Sam Jones", email: "sam@example.com", message: "How do I add a second child?", token: "abc" };

const checkSupportForm = (values: typeof valid) => {
  const result = checkForm(supportForm, values);
  return result.ok ? null : result.fields;
};

describe("public support form (docs/product/accounts.md#support-and-feedback)", () => {
  it("accepts a complete form", () => {
    expect(checkSupportForm(valid)).toBeNull();
  });

  it("requires name and email, a valid email, a message and the captcha, with the spec's messages", () => {
    expect(checkSupportForm({ name: " ", email: "", message: "", token: "" })).toEqual({
      name: messages.allFieldsRequired,
      email: messages.allFieldsRequired,
      message: messages.describeIssue,
      token: messages.completeCaptcha,
    });
    expect(checkSupportForm({ ...valid, email: "sam@example" })).toEqual({ email: messages.invalidEmail });
    expect(checkSupportForm({ ...valid, message: "  \n " })).toEqual({ message: messages.describeIssue });
    expect(checkSupportForm({ ...valid, token: "" })).toEqual({ token: messages.completeCaptcha });
  });

  it("limits the length of the name and the message", () => {
    expect(checkSupportForm({ ...valid, name: "a".repeat(101) })?.name).toMatch(/at most 100/);
    expect(checkSupportForm({ ...valid, message: "a".repeat(5_001) })?.message).toMatch(/under 5,000/);
  });
});
