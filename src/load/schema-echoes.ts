import type { ErrorObject } from "ajv";
import type { Json } from "../core/json/value.js";
import type { Path } from "./position.js";
import { toPath } from "./schema-paths.js";

/**
 * The Ajv errors that only echo a value the parse reported already (`reported`: a YAML value
 * JSON cannot hold, now null; an alias to no anchor, left out): an error about that value, a
 * missing field it stands for, or a failed `anyOf`/`oneOf` of which one branch failed only
 * through such errors (`[a, !!binary x]` as a list of strings). Unknown fields are never echoes:
 * a field's name is wrong whatever its value.
 */
export function parseEchoes(
  errors: readonly ErrorObject[],
  value: Json,
  reported: (path: Path) => boolean,
): ReadonlySet<ErrorObject> {
  // Most refused documents hold no reported value: nothing to look for in the combinators.
  const direct = errors.filter((e) => !COMBINED.has(e.keyword) && isEcho(e));
  if (direct.length === 0) return new Set();
  const memo = new Map<ErrorObject, boolean>();
  const echoes = (error: ErrorObject): boolean => {
    const known = memo.get(error);
    if (known !== undefined) return known;
    memo.set(error, false); // a cycle cannot occur, but never recurse into one
    const answer = isEcho(error);
    memo.set(error, answer);
    return answer;
  };
  function isEcho(error: ErrorObject): boolean {
    const params = error.params as Record<string, unknown>;
    switch (error.keyword) {
      case "additionalProperties":
      case "unevaluatedProperties":
      case "propertyNames":
      case "if":
      case "not":
        return false;
      case "required":
        return reported([...toPath(error.instancePath, value), String(params.missingProperty)]);
      case "anyOf":
      case "oneOf": {
        if (params.passingSchemas != null) return false; // more than one branch held
        if (!direct.some((e) => e.instancePath.startsWith(error.instancePath))) return false;
        const branches = Array.isArray(error.schema) ? error.schema.length : 0;
        for (let k = 0; k < branches; k++) {
          const inBranch = errors.filter(
            (e) =>
              e !== error &&
              e.keyword !== "if" &&
              e.schemaPath.startsWith(`${error.schemaPath}/${k}/`) &&
              e.instancePath.startsWith(error.instancePath),
          );
          if (inBranch.length > 0 && inBranch.every(echoes)) return true;
        }
        return false;
      }
      default:
        return reported(toPath(error.instancePath, value));
    }
  }
  return new Set(errors.filter(echoes));
}

const COMBINED = new Set(["anyOf", "oneOf"]);
