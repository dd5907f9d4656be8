import { type CompatibilityOptions } from "./compatibility.js";
export type { CompatibilityOptions } from "./compatibility.js";
interface CompatibilityMatchers<R = unknown> {
    /** Passes when the comparison passes the gate `modelgate compare` applies (exit 0). */
    toBeCompatible(options?: CompatibilityOptions): R;
}
declare module "vitest" {
    interface Matchers<T> extends CompatibilityMatchers<T> {
    }
}
