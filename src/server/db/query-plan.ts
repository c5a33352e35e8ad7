import { z } from "zod";

/** A node of a plan as `EXPLAIN (format json)` gives it: the parts read here. */
export interface PlanNode {
  "Node Type": string;
  "Relation Name"?: string;
  "Index Name"?: string;
  Plans?: PlanNode[];
}

export const planNode: z.ZodType<PlanNode> = z.lazy(() =>
  z.object({
    "Node Type": z.string(),
    "Relation Name": z.string().optional(),
    "Index Name": z.string().optional(),
    Plans: z.array(planNode).optional(),
  }),
);

/** A plan's nodes, the top one first. */
export const planNodesOf = (node: PlanNode): PlanNode[] => [node, ...(node.Plans ?? []).flatMap(planNodesOf)];

/** The tables a plan reads whole. */
export const sequentialScans = (node: PlanNode): string[] =>
  planNodesOf(node).flatMap((n) => (n["Node Type"] === "Seq Scan" && n["Relation Name"] ? [n["Relation Name"]] : []));
