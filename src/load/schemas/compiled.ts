import type { ValidateFunction } from "ajv";
import { Ajv2020 } from "ajv/dist/2020.js";
import { ERROR_MESSAGE_KEYWORD, PRODUCT_AJV_OPTIONS } from "./ajv-options.js";
import { SCHEMAS, type SchemaName } from "./index.js";
import { PRECOMPILED } from "./precompiled.js";

/**
 * Validators of the product's own schemas: in a build, the ones compiled at build time
 * (precompiled.ts); run from source, one Ajv instance compiles each schema on first use, with
 * the same options.
 */
let ajv: Ajv2020 | undefined;
const validators = new Map<SchemaName, ValidateFunction>();

export function productValidator(name: SchemaName): ValidateFunction {
  let validate = validators.get(name) ?? PRECOMPILED[name];
  if (validate === undefined) {
    ajv ??= new Ajv2020(PRODUCT_AJV_OPTIONS);
    if (ajv.getKeyword(ERROR_MESSAGE_KEYWORD.keyword) === false) ajv.addKeyword({ ...ERROR_MESSAGE_KEYWORD });
    validate = ajv.compile(SCHEMAS[name]);
  }
  validators.set(name, validate);
  return validate;
}
