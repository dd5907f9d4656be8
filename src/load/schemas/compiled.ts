import type { ValidateFunction } from "ajv";
import { Ajv2020 } from "ajv/dist/2020.js";
import { SCHEMAS, type SchemaName } from "./index.js";

/**
 * Validators of the product's own schemas: one Ajv instance, each schema compiled on first use.
 * `verbose` keeps each error's schema so `errorMessage` can replace Ajv's wording. The schemas are
 * constants the tests compile against the draft 2020-12 meta-schema (test/cli-validate.test.ts),
 * so a process does not compile the meta-schema again for them, nor optimise the generated code
 * (both cost start-up time; the validators behave the same).
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
      validateSchema: false,
      code: { optimize: false },
    });
    if (ajv.getKeyword("errorMessage") === false)
      ajv.addKeyword({ keyword: "errorMessage", schemaType: "string" });
    validate = ajv.compile(SCHEMAS[name]);
    validators.set(name, validate);
  }
  return validate;
}
