import type { Options } from "ajv";

/** The options of the Ajv-compiled parts of a fast validator. */
export function fastOptions(productOptions: Options): Options;
/** Source text whose export `validate` gives the all-errors validator's verdict, no errors. */
export function fastValidatorCode(
  schema: object,
  productOptions: Options,
  options: { esm: boolean; report?: (message: string) => void },
): string;
/** The same, with Ajv's parts in `ajvCode` (a file `ajvFile` the code requires when needed). */
export function fastValidatorParts(
  schema: object,
  productOptions: Options,
  options: { esm: boolean; report?: (message: string) => void; ajvFile?: string },
): { code: string; ajvCode: string };
export function assertDynamicUnevaluated(schema: unknown, at?: string): void;
