import { type CheckOutcome, pass } from "./check-result.js";

/** `type: none`: no criterion of its own; the case is judged by its contract alone. */
export function checkNone(): CheckOutcome {
  return pass();
}
