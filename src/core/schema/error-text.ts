import { memberPath } from "../json/equal.js";

/** What a validator reports of one failed keyword: Ajv's ErrorObject, as far as messages read it. */
export interface ReportedError {
  instancePath: string;
  keyword: string;
  message?: string;
  params: Record<string, unknown>;
}

/**
 * A compiled schema: Ajv's validate function or core/schema/plain-evaluator.ts's. Returns whether
 * the value conforms; when not, `errors` holds what failed, in the order Ajv reports it.
 */
export interface SchemaValidator {
  (data: unknown): boolean;
  errors?: ReportedError[] | null;
}

/** One error as validateAgainst reports it: `items[1].sku: must be string`. */
export function formatError(error: ReportedError): string {
  const where = pointerToPath(error.instancePath);
  const params = error.params;
  let message = error.message ?? `fails ${error.keyword}`;
  if (error.keyword === "additionalProperties" && typeof params.additionalProperty === "string") {
    message += ` (${JSON.stringify(params.additionalProperty)})`;
  } else if (error.keyword === "enum" && Array.isArray(params.allowedValues)) {
    message += `: ${params.allowedValues.map((v) => JSON.stringify(v)).join(", ")}`;
  } else if (error.keyword === "const" && "allowedValue" in params) {
    message += ` ${JSON.stringify(params.allowedValue)}`;
  }
  return `${where}: ${message}`;
}

/** `/items/0/sku` → `items[0].sku`; the root is `$`. */
export function pointerToPath(pointer: string): string {
  if (pointer === "") return "$";
  let path = "";
  for (const raw of pointer.slice(1).split("/")) {
    const segment = raw.replace(/~1/g, "/").replace(/~0/g, "~");
    path = /^(0|[1-9]\d*)$/.test(segment)
      ? `${path === "" ? "$" : path}[${segment}]`
      : memberPath(path, segment);
  }
  return path;
}
