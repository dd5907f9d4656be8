import type { ErrorObject } from "ajv";
import type { SchemaName } from "./index.js";
import { FAST, PRECOMPILED } from "./precompiled.js";

/** A product schema's validator as the loaders use it: the verdict, and Ajv's errors when invalid. */
export interface ProductValidator {
  (data: unknown): boolean;
  errors?: ErrorObject[] | null;
}

/**
 * Validators of the product's own schemas: in a build, the ones compiled at build time
 * (precompiled.ts is replaced); run from source, compiled at first use. Each is asked for once.
 * A build judges a document with the schema's fast validator first (most documents are valid)
 * and asks the all-errors one only for a document it refused: the verdict and the errors are
 * the all-errors validator's, whichever ran (the fast one is held to the same verdicts by
 * test/unit/load/fast-validators.test.ts).
 */
const validators = new Map<SchemaName, ProductValidator>();

export function productValidator(name: SchemaName): ProductValidator {
  let validate = validators.get(name);
  if (validate === undefined) {
    validate = twoStage(name);
    validators.set(name, validate);
  }
  return validate;
}

function twoStage(name: SchemaName): ProductValidator {
  const fast = FAST[name];
  if (fast === undefined) return PRECOMPILED[name];
  const validate: ProductValidator = (data: unknown) => {
    if (fast(data)) {
      validate.errors = null;
      return true;
    }
    const full = PRECOMPILED[name];
    const valid = full(data);
    validate.errors = full.errors;
    return valid;
  };
  return validate;
}
