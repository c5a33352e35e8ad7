/**
 * The daily fun facts: one entry for every day of a leap year, numbered 1-366,
 * so 29 February (day 60) has its own. `factOfDay` turns a date into its entry.
 * They are kept half a month to a file (the 1st to the 15th, then the rest),
 * so that the app loads only the fortnight it shows.
 */
import type { FunFact } from "./fun-fact";
import { FACTS as month01Early } from "./month-01-early";
import { FACTS as month01Late } from "./month-01-late";
import { FACTS as month02Early } from "./month-02-early";
import { FACTS as month02Late } from "./month-02-late";
import { FACTS as month03Early } from "./month-03-early";
import { FACTS as month03Late } from "./month-03-late";
import { FACTS as month04Early } from "./month-04-early";
import { FACTS as month04Late } from "./month-04-late";
import { FACTS as month05Early } from "./month-05-early";
import { FACTS as month05Late } from "./month-05-late";
import { FACTS as month06Early } from "./month-06-early";
import { FACTS as month06Late } from "./month-06-late";
import { FACTS as month07Early } from "./month-07-early";
import { FACTS as month07Late } from "./month-07-late";
import { FACTS as month08Early } from "./month-08-early";
import { FACTS as month08Late } from "./month-08-late";
import { FACTS as month09Early } from "./month-09-early";
import { FACTS as month09Late } from "./month-09-late";
import { FACTS as month10Early } from "./month-10-early";
import { FACTS as month10Late } from "./month-10-late";
import { FACTS as month11Early } from "./month-11-early";
import { FACTS as month11Late } from "./month-11-late";
import { FACTS as month12Early } from "./month-12-early";
import { FACTS as month12Late } from "./month-12-late";

/** The half-months' files, January's first half first, for loading one at a time (`halfMonthOf`). */
export const FUN_FACTS_BY_HALF_MONTH: readonly (readonly FunFact[])[] = [
  month01Early,
  month01Late,
  month02Early,
  month02Late,
  month03Early,
  month03Late,
  month04Early,
  month04Late,
  month05Early,
  month05Late,
  month06Early,
  month06Late,
  month07Early,
  month07Late,
  month08Early,
  month08Late,
  month09Early,
  month09Late,
  month10Early,
  month10Late,
  month11Early,
  month11Late,
  month12Early,
  month12Late,
];

export const FUN_FACTS: readonly FunFact[] = FUN_FACTS_BY_HALF_MONTH.flat();
