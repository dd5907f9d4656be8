import type { JsonObject } from "../json/value.js";
import type { Case } from "../suite/case.js";

/**
 * Ids of the cases that repeat (`repeat > 1`) at temperature 0, with `options` (a config's) under
 * each case's `generation`: such repetitions cannot differ, so they measure nothing.
 */
export function repeatsAtTemperatureZero(
  cases: ReadonlyArray<{ case: Case; repeat: number }>,
  options: JsonObject = {},
): string[] {
  return cases
    .filter(({ case: c, repeat }) => {
      const t = { ...options, ...c.generation }.temperature;
      return repeat > 1 && (typeof t === "number" || typeof t === "bigint") && Number(t) === 0;
    })
    .map(({ case: c }) => c.id);
}

export const TEMPERATURE_ZERO_NOTE =
  "the repetitions cannot differ, so they measure nothing; set a temperature above 0 to sample";
