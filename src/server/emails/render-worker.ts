// The thread that renders the weekly reports' emails for the sweep (render-off-the-loop.ts): React's render and the
// plain-text part's HTML parser take a few milliseconds an email, and a Premium child's per-fact part of the report
// some more, which here keep no save waiting; below the server's priority from its first instruction
// (core/start-thread.ts).
import { answerAsks } from "../core/answer-asks";
import { reportFacts } from "../../shared/learning/report-facts";
import { weeklyReportEmail } from "./weekly-report";
import type { RenderAnswer, RenderAsk } from "./render-off-the-loop";

answerAsks<RenderAnswer>(async (asked: RenderAsk) =>
  "facts" in asked ? { facts: reportFacts(asked.facts) } : { message: await weeklyReportEmail(asked.input) },
);
