import { useQuery } from "@tanstack/react-query";
import { practicePlanQuery } from "../../queries/practice-plan";

/** The child's next Smart Practice session (see `practicePlanQuery`), once the child is known. */
export function usePracticePlan(childId: string | undefined) {
  return useQuery({ ...practicePlanQuery(childId), enabled: childId !== undefined });
}
