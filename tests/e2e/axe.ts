import type { Page } from "@playwright/test";
import axe, { type ContextObject, type Result, type RunOptions } from "axe-core";

/** What one axe check looks at: a part of the page (`include`), less a part (`exclude`), with the rules of `tags`. */
export interface AxeScope {
  include?: string;
  exclude?: string;
  /** Only the rules of these tags (wcag2a, best-practice, ...); every rule axe enables by default when not given. */
  tags?: readonly string[];
}

type AxeWindow = Window & { axe?: typeof axe };

/**
 * The axe-core violations of the page as it is once its animations have ended, one line each (the rule, what it asks, the elements found),
 * so that a failing check names what to mend. axe is loaded into the page once per document and run
 * there directly: `@axe-core/playwright` opened a second page for every check to assemble its results across
 * frames, which cost about a second each time and a few minutes over the journeys. The app's pages have no
 * frames, and the check says so rather than skip one.
 */
export async function axeProblems(page: Page, { include, exclude, tags }: AxeScope = {}): Promise<string[]> {
  if (page.frames().length > 1)
    throw new Error("this check reads the top document only; a page with frames needs axe in each");
  if (!(await page.evaluate(() => "axe" in window))) await page.evaluate(axe.source);
  const options: RunOptions = {
    resultTypes: ["violations"],
    ...(tags ? { runOnly: { type: "tag", values: [...tags] } } : {}),
  };
  // A plain object of selectors, which is an axe context object as it is and crosses into the page as JSON.
  const context: { include?: string[]; exclude: string[] } = {
    ...(include ? { include: [include] } : {}),
    exclude: exclude ? [exclude] : [],
  };
  const violations = await page.evaluate(
    async ([ctx, opts]) => {
      const loaded = (window as AxeWindow).axe;
      if (!loaded) throw new Error("axe-core did not load into the page");
      // What is fading in is looked at once it is there: a toast's pop-in halfway through has the contrast of
      // no page a reader is left with. Animations that never end (a spinner) are looked at as they are.
      // Two seconds at most: a page's pop-ins and transitions take a fraction of one.
      await Promise.race([
        Promise.all(
          document
            .getAnimations()
            .filter((animation) => animation.effect?.getComputedTiming().endTime !== Infinity)
            .map((animation) => animation.finished.catch(() => undefined)),
        ),
        new Promise((resolve) => setTimeout(resolve, 2_000)),
      ]);
      return (await loaded.run(ctx satisfies ContextObject, opts)).violations;
    },
    [context, options] as const,
  );
  return violations.map(describe);
}

const describe = (v: Result) =>
  `${v.id} (${v.impact ?? "no impact given"}): ${v.help}: ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`;
