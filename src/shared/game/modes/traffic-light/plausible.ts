import { poolProblem, type QuestionCheck } from "../../plausibility";
import { TRAFFIC_LIGHT_POOLS } from "./pool";

/** A Traffic Light game asks its difficulty's traffic-light pool. */
export const trafficLightQuestionProblem: QuestionCheck = (questions, difficulty) =>
  poolProblem(questions, TRAFFIC_LIGHT_POOLS[difficulty]);
