/**
 * A JSON value as ModelGate holds it. Integers outside JavaScript's safe range are kept exactly
 * as `bigint` (plain JSON.parse would round them); every other number is a `number`.
 */
export type Json = null | boolean | number | bigint | string | Json[] | JsonObject;
export interface JsonObject {
    [key: string]: Json;
}
export declare function isJsonObject(value: Json | undefined): value is JsonObject;
/** Whether a value of unknown shape (a parsed wire body, a document not yet validated) is a plain object. */
export declare function isRecord(value: unknown): value is Record<string, unknown>;
