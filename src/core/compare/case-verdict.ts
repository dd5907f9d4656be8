import type { Category } from "./comparison.js";

/** The category a rule gives one case, and why. */
export interface Verdict {
  category: Category;
  reason: string | null;
}
