import { z } from "zod";

/**
 * A schema of a raw statement's answer (the driver's `{ rows }`), each row
 * read by `row`. Make it once, where the statement is: zod compiles a schema
 * on its first use.
 */
export const rowsOf = <Row extends z.ZodType>(row: Row) => z.object({ rows: z.array(row) });
