import { isJsonObject, type JsonObject } from "../core/json/value.js";
import { queryMessageIndex, queryText } from "../core/run/request.js";
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
  } else {
    emptyQuery(ctx, index, c, texts);
  }
  if (rag && using.length === 0 && hasOwnSystem(c)) {
    // Without a system of its own the case gets the config's, which may hold {{context}}: that
    // is checked against each config of the run (app/config-context.ts).
    ctx.reportForCase(
      index,
      ["rag"],
      "this 'rag' case's prompt has no {{context}}, so the retrieved documents never reach the model: put {{context}} in its input, messages, prompt template or system where the documents belong, or remove 'rag'",
    );
  }
}

/**
 * A `rag` case retrieves with the text of its last user message, placeholder removed (the
 * runner's `ragQuery`): when nothing is left, every document scores alike and the first id
 * wins, whatever the question (put in the system prompt, say) asks.
 */
function emptyQuery(ctx: SuiteContext, index: number, c: JsonObject, texts: readonly PromptText[]): void {
  // The conversation's user side as the suite builds it: messages, else input, else the template.
  let turns: Array<{ role: string; text: PromptText }>;
  if (Array.isArray(c.messages)) {
    turns = [];
    c.messages.forEach((m, i) => {
      const text = texts.find((t) => t.at[0] === "messages" && t.at[1] === i);
      if (isJsonObject(m) && typeof m.role === "string" && text !== undefined)
        turns.push({ role: m.role, text });
    });
  } else {
    const text = texts.find((t) => t.at[0] === "input") ?? texts.find((t) => t.at[0] === "prompt");
    turns = text === undefined ? [] : [{ role: "user", text }];
  }
  const at = queryMessageIndex(turns);
  if (at === -1) return;
  const turn = turns[at]!;
  if (queryText(turn.text.text) !== "") return;
  ctx.reportForCase(
    index,
    turn.text.at,
    "the rag query is empty once {{context}} is removed (the query is the last user message without the placeholder): put the question in the last user message",
  );
}
