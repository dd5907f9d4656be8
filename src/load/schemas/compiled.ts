import type { ValidateFunction } from "ajv";
import type { SchemaName } from "./index.js";
import { PRECOMPILED } from "./precompiled.js";

/**
 * Validators of the product's own schemas: in a build, the ones compiled at build time
 * (precompiled.ts is replaced); run from source, compiled at first use. Each is asked for once.
 */
const validators = new Map<SchemaName, ValidateFunction>();

export function productValidator(name: SchemaName): ValidateFunction {
  let validate = validators.get(name);
  if (validate === undefined) {
    validate = PRECOMPILED[name];
    validators.set(name, validate);
  }
  return validate;
}
