import type { JsonObject } from "../core/json/value.js";

export const TEMPLATE_VAR = /\{\{\s*([A-Za-z_][A-Za-z0-9_.-]*)\s*\}\}/g;

/** `{{name}}` → its value; `{{context}}` stays for the runner to fill with retrieved documents. */
export function renderTemplate(template: string, vars: JsonObject): string {
  return template.replace(TEMPLATE_VAR, (whole, name: string) => {
    if (name === "context") return whole;
    const value = vars[name];
    return value === undefined || value === null ? whole : String(value);
  });
}
