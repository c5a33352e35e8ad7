import { expect, test } from "./fixtures";
import { addChild, childLogIn, signUp } from "./support";

/** The most JavaScript (gzip, on the wire) a child's device fetches from sign-in to the first question. */
const CHILD_JS_BUDGET_BYTES = 120 * 1024;

test("a child's device fetches at most 120 KB of JavaScript from sign-in to the first question", async ({
  browser,
  page,
}) => {
  // 177 KB today: React and the router (about 94 KB), the API client's schemas (about 25 KB), the
  // dashboard (14 KB) and the query library still load before the first question. Unskip once under.
  test.fixme(true, "over budget: 177 KB");
  const { email } = await signUp(page);
  await addChild(page, "Ava", "4821");

  // A fresh device: nothing cached.
  const context = await browser.newContext();
  const child = await context.newPage();
  const scripts = new Map<string, Promise<number>>();
  child.on("response", (response) => {
    const url = response.url();
    if (!/\.m?js(\?|$)/.test(url) || scripts.has(url)) return;
    scripts.set(
      url,
      response
        .request()
        .sizes()
        .then((sizes) => sizes.responseBodySize),
    );
  });
  await child.clock.install();
  await childLogIn(child, email, "4821");
  await expect(child.getByTestId("playing-as")).toHaveText("Playing as: Ava");
  await child.getByTestId("game-timed").click();
  await child.clock.fastForward(3_000);
  await expect(child.getByTestId("question")).toHaveText(/=/);

  const sizes = await Promise.all(scripts.values());
  const total = sizes.reduce((sum, size) => sum + size, 0);
  const report = [...scripts.keys()].map((url, i) => `${new URL(url).pathname} ${sizes[i] ?? 0}`).join("\n");
  test.info().annotations.push({ type: "child JavaScript (gzip bytes)", description: `${total}\n${report}` });
  console.log(`child JavaScript, sign-in to first question: ${(total / 1024).toFixed(1)} KB gzip\n${report}`);
  await context.close();
  expect(total).toBeLessThanOrEqual(CHILD_JS_BUDGET_BYTES);
});
