import type { ValidateFunction } from "ajv";
import { Ajv2020 } from "ajv/dist/2020.js";
import { SCHEMAS, type SchemaName } from "./index.js";

/**
 * Validators of the product's own schemas: one Ajv instance, each schema compiled on first use.
 * `verbose` keeps each error's schema so `errorMessage` can replace Ajv's wording.
 */
let ajv: Ajv2020 | undefined;
const validators = new Map<SchemaName, ValidateFunction>();

export function productValidator(name: SchemaName): ValidateFunction {
  let validate = validators.get(name);
  if (validate === undefined) {
    ajv ??= new Ajv2020({
      allErrors: true,
      verbose: true,
      strict: true,
      // `if: {required: [...]}` without `properties` is how the schemas dispatch on shape.
      strictRequired: false,
      strictTypes: false,
      allowUnionTypes: true,
      logger: false,
    });
    if (ajv.getKeyword("errorMessage") === false)
      ajv.addKeyword({ keyword: "errorMessage", schemaType: "string" });
    validate = ajv.compile(SCHEMAS[name]);
    validators.set(name, validate);
  }
  return validate;
}
