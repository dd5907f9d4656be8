import type { JsonObject } from "../../core/json/value.js";

/** The fields every user-written file may carry, described once for the schemas and the docs. */

/** `$schema`: the editor's hint, ignored by ModelGate. */
export const EDITOR_SCHEMA_FIELD: JsonObject = {
  type: "string",
  description: "Where editors find this schema; ModelGate ignores it.",
};

/** `description`: free text for the reader of the file. */
export const FREE_TEXT_FIELD: JsonObject = { type: "string", description: "Free text." };
