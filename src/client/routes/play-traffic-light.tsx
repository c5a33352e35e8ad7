import { createTrafficLightGame, trafficLightReducer } from "../../shared/game/modes/traffic-light/game";
import { TrafficLightBoard, trafficLightProgress, trafficLightStatus } from "../games/boards";
import { PlayPage } from "../games/play-page";
import type { Route } from "./+types/play-traffic-light";

export const meta: Route.MetaFunction = () => [{ title: "Traffic Light Challenge | Maths Sprint" }];

const engine = { create: createTrafficLightGame, reduce: trafficLightReducer };

/** /play/traffic-light/{childId}: 20 questions, each answer coloured by its speed. */
export default function PlayTrafficLight() {
  return (
    <PlayPage
      mode="traffic_light"
      engine={engine}
      board={(s) => <TrafficLightBoard state={s} />}
      progress={trafficLightProgress}
      status={trafficLightStatus}
    />
  );
}
