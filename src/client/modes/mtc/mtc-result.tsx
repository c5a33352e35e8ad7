import type { SavedQuestion } from "../../../shared/api/play";
import { MTC_NATIONAL_AVERAGE, MTC_NATIONAL_AVERAGE_YEAR, MTC_QUESTIONS } from "../../../shared/constants";
import { formatQuestion } from "../../../shared/game/format-question";
import { Card } from "../../components/ui/card";
import { TableHead } from "../../components/ui/table-head";

/**
 * A Times Tables Check's result: the score out of 25 beside the national
 * average, then each question with the answer given (or none, when its 6
 * seconds ran out) and how long it took.
 */
export function MtcResult({ score, questions }: { score: number; questions: readonly SavedQuestion[] }) {
  return (
    <>
      <Card>
        <h2 className="text-xl font-bold">Your score and the national average</h2>
        <dl className="mt-3 grid grid-cols-2 gap-3">
          <div className="rounded-2xl bg-brand-50 p-4 text-center">
            <dt className="text-sm font-semibold text-ink-soft">Your score</dt>
            <dd className="mt-1 text-2xl font-extrabold whitespace-nowrap sm:text-3xl" data-testid="mtc-score">
              {score} / {MTC_QUESTIONS}
            </dd>
          </div>
          <div className="rounded-2xl bg-slate-50 p-4 text-center">
            <dt className="text-sm font-semibold text-ink-soft">National average ({MTC_NATIONAL_AVERAGE_YEAR})</dt>
            <dd
              className="mt-1 text-2xl font-extrabold whitespace-nowrap sm:text-3xl"
              data-testid="mtc-national-average"
            >
              {MTC_NATIONAL_AVERAGE.toFixed(1)} / {MTC_QUESTIONS}
            </dd>
          </div>
        </dl>
        <p className="mt-3 text-sm text-ink-soft">
          The average score of Year 4 pupils in England in the {MTC_NATIONAL_AVERAGE_YEAR} Multiplication Tables Check.
          There is no pass mark.
        </p>
      </Card>
      <Card>
        <h2 className="text-xl font-bold" id="mtc-answers-heading">
          Your answers
        </h2>
        <div className="mt-3 overflow-x-auto">
          <table className="w-full text-left" aria-labelledby="mtc-answers-heading" data-testid="mtc-answers">
            <TableHead
              columns={["Question", "Your answer", "Right answer", "Time"]}
              className="text-sm"
              cellClassName="py-1 font-semibold not-last:pr-2"
              alignEnd={["Time"]}
            />
            <tbody className="divide-y divide-slate-100">
              {questions.map((q) => (
                <tr key={q.position}>
                  <th scope="row" className="py-2 pr-2 font-mono font-semibold whitespace-nowrap">
                    {formatQuestion(q).replace(" = ?", "")}
                  </th>
                  <td className={`py-2 pr-2 font-semibold ${q.is_correct ? "text-mint-700" : "text-berry-600"}`}>
                    {q.is_correct ? "✓ " : "✗ "}
                    {q.user_answer ?? "no answer"}
                  </td>
                  <td className="py-2 pr-2 tabular-nums">{q.correct_answer}</td>
                  <td className="py-2 text-right whitespace-nowrap tabular-nums">
                    {q.response_time_ms === null ? "" : `${(q.response_time_ms / 1000).toFixed(1)} s`}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      </Card>
    </>
  );
}
