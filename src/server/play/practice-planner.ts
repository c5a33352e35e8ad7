import { FACT_FLUENT_MS, PRACTICE_QUESTIONS, type DifficultyLevel } from "../../shared/constants";
import { mulberry32 } from "../../shared/game/random";
import { attemptsOf, storedAttemptsOf, type KeptAnswers } from "../../shared/learning/kept-answers";
import { MultiscaleEstimate, planFromStored, type ReadPlan } from "../../shared/learning/multiscale-estimate";

/** What a plan is made of: the child's stored answers, level, focus tables, the time and a random seed. */
export interface PlanAsk {
  childId: string;
  level: DifficultyLevel;
  focus: readonly number[];
  /** The server's time, in ms since the epoch. */
  now: number;
  /** The seed of the plan's random sequence. */
  seed: number;
  /** Each of the child's `child_fact_stats` rows, as kept. */
  facts: readonly KeptAnswers[];
}

/** The session's options for `ask`: its length, its random sequence, the child's level and focus tables. */
export const planOptions = ({ seed, level, focus }: PlanAsk) => ({
  count: PRACTICE_QUESTIONS,
  random: mulberry32(seed),
  level,
  focus,
});

/**
 * The facts' filters the planner keeps (counted as the rows they were read from, one a fact and order asked), of the
 * children who planned last: about 19 kB a fact, some 50 MB. A child planned again after being let go is read
 * afresh (from nothing: 60 to 170 ms for a child of 66 facts).
 */
const PLANNER_FACTS_KEPT = 2_500;

/**
 * Plans Smart Practice sessions (planFromStored), keeping each child's multiscale estimate between their plans, so
 * that a plan reads only the answers given since the child's last: the estimates of the children who planned last,
 * up to `factsKept` facts' filters in all.
 */
export class PracticePlanner {
  /** The estimates kept, by child and level (the fluent time each reads by), the least recently used first. */
  private readonly kept = new Map<string, { estimate: MultiscaleEstimate; facts: number }>();
  private factsHeld = 0;

  constructor(private readonly factsKept = PLANNER_FACTS_KEPT) {}

  plan(ask: PlanAsk): ReadPlan {
    const { childId, level, now, facts } = ask;
    const key = `${childId}:${level}`;
    const kept = this.kept.get(key);
    this.kept.delete(key);
    const estimate = kept?.estimate ?? new MultiscaleEstimate(FACT_FLUENT_MS[level]);
    this.factsHeld -= kept?.facts ?? 0;
    const plan = planFromStored(
      estimate,
      { attempts: facts.flatMap((row) => attemptsOf(row)), stored: facts.flatMap(storedAttemptsOf) },
      new Date(now),
      planOptions(ask),
    );
    this.kept.set(key, { estimate, facts: facts.length });
    this.factsHeld += facts.length;
    for (const [other, { facts: held }] of this.kept) {
      if (this.factsHeld <= this.factsKept || other === key) break;
      this.kept.delete(other);
      this.factsHeld -= held;
    }
    return plan;
  }

  /** The children whose estimates are kept. */
  get children(): number {
    return this.kept.size;
  }
}
