/**
 * The daily fun facts: one entry for every day of a leap year, numbered 1-366,
 * so 29 February (day 60) has its own. `factOfDay` turns a date into its entry.
 * They are kept a month to a file, so that the app loads only the month it shows.
 */
import type { FunFact } from "./fun-fact";
import { MONTH_FACTS as month01 } from "./month-01";
import { MONTH_FACTS as month02 } from "./month-02";
import { MONTH_FACTS as month03 } from "./month-03";
import { MONTH_FACTS as month04 } from "./month-04";
import { MONTH_FACTS as month05 } from "./month-05";
import { MONTH_FACTS as month06 } from "./month-06";
import { MONTH_FACTS as month07 } from "./month-07";
import { MONTH_FACTS as month08 } from "./month-08";
import { MONTH_FACTS as month09 } from "./month-09";
import { MONTH_FACTS as month10 } from "./month-10";
import { MONTH_FACTS as month11 } from "./month-11";
import { MONTH_FACTS as month12 } from "./month-12";

/** The months' files, January first, for loading one at a time. */
export const FUN_FACTS_BY_MONTH: readonly (readonly FunFact[])[] = [
  month01,
  month02,
  month03,
  month04,
  month05,
  month06,
  month07,
  month08,
  month09,
  month10,
  month11,
  month12,
];

export const FUN_FACTS: readonly FunFact[] = FUN_FACTS_BY_MONTH.flat();
