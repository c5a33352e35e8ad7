import { CHILD_JS_BUDGET_BYTES, childJavaScript, describeWeight } from "../../scripts/bench/child-javascript";
import { expect, test } from "./fixtures";
import { newFamily } from "./support";

test("a child's device receives at most 80 KB of JavaScript from sign-in to the first question", async ({
  browser,
  page,
  baseURL,
}) => {
  const { email } = await newFamily(page, [["Ava", "4821"]]);

  const weight = await childJavaScript(browser, { baseUrl: baseURL ?? "", email, pin: "4821", clock: "fake" });
  const report = describeWeight(weight);
  test.info().annotations.push({ type: "child JavaScript", description: report });
  console.log(`child JavaScript, sign-in to first question: ${report}`);
  // What the browser received, which is Brotli where it accepts it; gzip is in the report.
  expect(weight.wire).toBeLessThanOrEqual(CHILD_JS_BUDGET_BYTES);
});
