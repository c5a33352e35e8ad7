import { readdirSync, readFileSync } from "node:fs";

/** The nice value of each of this process's threads (Linux keeps one a thread). */
export function threadNiceValues(): number[] {
  return readdirSync("/proc/self/task").map((tid) => {
    const stat = readFileSync(`/proc/self/task/${tid}/stat`, "utf8");
    // Fields after the command's closing parenthesis; the nice value is the 19th field of the line.
    return Number(stat.slice(stat.lastIndexOf(")") + 2).split(" ")[16]);
  });
}
