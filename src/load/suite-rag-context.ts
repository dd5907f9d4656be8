import { isJsonObject, type JsonObject } from "../core/json/value.js";
import type { CaseType } from "../core/suite/case.js";
import { hasContextPlaceholder } from "../core/suite/context-placeholder.js";
import type { Path } from "./position.js";
import type { SuiteContext } from "./suite-context.js";
import { templateFile } from "./suite-resource-rules.js";
import { renderTemplate } from "./suite-template.js";

/** One text of a case's prompt, as the runner receives it, and the field it was written in. */
interface PromptText {
  at: Path;
  what: string;
  text: string;
}

/**
 * The texts the runner fills `{{context}}` in (every message of the conversation the build
 * makes, system included), each named by its field. A template is judged rendered, so a
 * placeholder given through a variable counts. Undefined when the prompt cannot be known: its
 * template file was not read (that is reported already).
 */
function promptTexts(ctx: SuiteContext, index: number, c: JsonObject): PromptText[] | undefined {
  const texts: PromptText[] = [];
  if (typeof c.system === "string") texts.push({ at: ["system"], what: "system", text: c.system });
  if (typeof c.input === "string") texts.push({ at: ["input"], what: "input", text: c.input });
  if (Array.isArray(c.messages)) {
    c.messages.forEach((m, i) => {
      if (isJsonObject(m) && typeof m.content === "string")
        texts.push({ at: ["messages", i, "content"], what: `messages[${i}].content`, text: m.content });
    });
  }
  const file = templateFile(c);
  if (file !== undefined && isJsonObject(c.prompt)) {
    const template = ctx.templates.get(index);
    if (template === undefined) return undefined;
    const vars = isJsonObject(c.prompt.vars) ? c.prompt.vars : {};
    texts.push({ at: ["prompt", "file"], what: `template '${file}'`, text: renderTemplate(template, vars) });
  }
  return texts;
}

/** Whether the case (or `defaults`) gives a system prompt, so a config's `system` is not sent. */
function hasOwnSystem(c: JsonObject): boolean {
  if (typeof c.system === "string") return true;
  return Array.isArray(c.messages) && c.messages.some((m) => isJsonObject(m) && m.role === "system");
}

/** Whether an inline prompt text (system, input, a message) holds `{{` at all. */
function inlineBraces(c: JsonObject): boolean {
  if (typeof c.system === "string" && c.system.includes("{{")) return true;
  if (typeof c.input === "string" && c.input.includes("{{")) return true;
  if (!Array.isArray(c.messages)) return false;
  return c.messages.some((m) => isJsonObject(m) && typeof m.content === "string" && m.content.includes("{{"));
}

/**
 * One rule for every form of prompt (inline `input`, `messages`, `system`, a template file):
 * `{{context}}` is filled only in a `rag` case (elsewhere it would reach the model as written),
 * and a `rag` case with a system of its own has it (else the retrieved documents never reach the model), as
 * PRODUCT.md 4.3 puts them "into its prompt (`{{context}}`)". `vars` may not define it.
 */
export function checkContextPlaceholder(
  ctx: SuiteContext,
  index: number,
  c: JsonObject,
  type: CaseType | undefined,
): void {
  if (type === "retrieval") return; // no prompt fields at all: the schema says so
  if (isJsonObject(c.prompt) && isJsonObject(c.prompt.vars) && Object.hasOwn(c.prompt.vars, "context")) {
    ctx.report(
      index,
      ["prompt", "vars", "context"],
      "'context' is reserved: rag cases fill {{context}} with the retrieved documents",
      true,
    );
  }
  const rag = isJsonObject(c.rag);
  // Most cases have no rag and no `{{` in an inline text: nothing to look at (a suite of 5,000).
  if (!rag && templateFile(c) === undefined && !inlineBraces(c)) return;
  const texts = promptTexts(ctx, index, c);
  if (texts === undefined) return;
  const using = texts.filter((t) => hasContextPlaceholder(t.text));
  if (!rag) {
    for (const t of using) {
      ctx.reportForCase(
        index,
        t.at,
        `${t.what} uses {{context}}, which only 'rag' cases fill (it would be sent as written): add 'rag: {top_k: N}' to retrieve documents into it, or remove the placeholder`,
      );
    }
  } else if (using.length === 0 && hasOwnSystem(c)) {
    // Without a system of its own the case gets the config's, which may hold {{context}}: that
    // is checked against each config of the run (app/config-context.ts).
    ctx.reportForCase(
      index,
      ["rag"],
      "this 'rag' case's prompt has no {{context}}, so the retrieved documents never reach the model: put {{context}} in its input, messages, prompt template or system where the documents belong, or remove 'rag'",
    );
  }
}
