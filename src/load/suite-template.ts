import type { JsonObject } from "../core/json/value.js";

export const TEMPLATE_VAR = /\{\{\s*([A-Za-z_][A-Za-z0-9_.-]*)\s*\}\}/g;

/** `{{name}}` → its value; `{{context}}` stays for the runner to fill with retrieved documents. */
export function renderTemplate(template: string, vars: JsonObject): string {
  return template.replace(TEMPLATE_VAR, (whole, name: string) => {
    if (name === "context") return whole;
    // Own members only: `{{constructor}}` is not Object's constructor.
    const value = Object.hasOwn(vars, name) ? vars[name] : undefined;
    return value === undefined || value === null ? whole : String(value);
  });
}
