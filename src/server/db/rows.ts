import { z } from "zod";

/**
 * A schema of a raw statement's answer (the driver's `{ rows }`), each row
 * read by `row`. Make it once, where the statement is: zod compiles a schema
 * on its first use.
 */
export const rowsOf = <Row extends z.ZodType>(row: Row) => z.object({ rows: z.array(row) });

/**
 * A PostgreSQL array literal of `values`, to send as one parameter (`${arrayLiteral(ids)}::uuid[]`): the statement's
 * text is the same for any number of values, and the planner reads the array's length. Only for values that need
 * no quoting (uuids, whole numbers, dates): none holds a comma, a brace, a quote or a space.
 */
export const arrayLiteral = (values: readonly string[]): string => `{${values.join(",")}}`;
