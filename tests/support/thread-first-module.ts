import { getPriority } from "node:os";

/** This thread's priority as its first module was evaluated, before any code of the thread's own ran. */
export const priorityAtLoad = getPriority();
