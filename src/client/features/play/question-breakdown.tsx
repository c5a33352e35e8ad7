import { ChevronDown } from "lucide-react";
import { formatQuestion, formatSolved } from "../../../shared/game/format-question";
import { Card } from "../../components/ui/card";
import { breakdownByType, type GameResult } from "./results-model";

/** Each question type's right answers, then every question with its answer and time (folded). */
export function QuestionBreakdown({ questions }: { questions: GameResult["questions"] }) {
  return (
    <>
      <Card>
        <h2 className="text-xl font-bold">By question type</h2>
        <ul className="mt-3 flex flex-col gap-2">
          {breakdownByType(questions).map((row) => (
            <li key={row.type} className="flex items-center justify-between gap-3">
              <span className="capitalize">{row.type.replace("_", " ")}</span>
              <span className="font-semibold">
                {row.correct} / {row.asked} correct
              </span>
            </li>
          ))}
        </ul>
      </Card>

      <details className="group rounded-2xl bg-white p-5 shadow-sm ring-1 ring-slate-200">
        <summary className="flex cursor-pointer list-none items-center justify-between text-xl font-bold">
          Question Details
          <ChevronDown aria-hidden className="transition-transform group-open:rotate-180" />
        </summary>
        <ol className="mt-4 flex flex-col divide-y divide-slate-100">
          {questions.map((q) => (
            <li key={q.position} className="flex flex-wrap items-center justify-between gap-2 py-2">
              <span className="font-mono text-lg">{formatQuestion({ ...q, operator: q.operator_answer })}</span>
              <span className={q.is_correct ? "font-semibold text-mint-600" : "font-semibold text-berry-600"}>
                {q.is_correct ? "✓ Correct" : `✗ ${formatSolved({ ...q, operator: q.operator_answer })}`}
              </span>
              <span className="w-full text-sm text-ink-soft">
                Your answer: {q.user_operator_answer ?? q.user_answer ?? "skipped"}
                {q.response_time_ms !== null && ` · ${(q.response_time_ms / 1000).toFixed(1)} s`}
              </span>
            </li>
          ))}
        </ol>
      </details>
    </>
  );
}
