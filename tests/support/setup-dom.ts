import "@testing-library/jest-dom/vitest";
import { cleanup, configure } from "@testing-library/react";
import { afterEach } from "vitest";

// `findBy…` and `waitFor` wait up to 15 s rather than 1 s: on a busy machine (CI beside other
// work, or a second test run) a page's first render can take seconds. A passing wait ends at once.
configure({ asyncUtilTimeout: 15_000 });

afterEach(() => cleanup());
