// The thread that plans Smart Practice sessions (practice-thread.ts), keeping the children's multiscale estimates
// between their plans; below the server's priority from its first instruction (core/start-thread.ts).
import { answerAsks } from "../core/answer-asks";
import type { ReadPlan } from "../../shared/learning/multiscale-estimate";
import { PracticePlanner, type PlanAsk } from "./practice-planner";

const planner = new PracticePlanner();
answerAsks<ReadPlan>((ask: PlanAsk) => planner.plan(ask));
