import type { QuestionCheck } from "../../plausibility";
import { timedQuestionProblem } from "../timed/plausible";

/**
 * A challenge game asks its side's difficulty's timed pool, as the 90 Second
 * Challenge does; the save then holds it to the challenge's seed too
 * (`matchesChallengeSeed`, questions.ts).
 */
export const challengeQuestionProblem: QuestionCheck = timedQuestionProblem;
