import "@testing-library/jest-dom/vitest";
import { cleanup, configure } from "@testing-library/react";
import { afterEach } from "vitest";

// `findBy…` and `waitFor` wait up to 5 s rather than 1 s: on a busy machine (CI beside other
// work) a page's first render can take longer than a second. A passing wait ends at once.
configure({ asyncUtilTimeout: 5_000 });

afterEach(() => cleanup());
