import type { LiveConfig } from "../core/config/run-config.js";
import { type Diagnostic, quoted } from "../core/diagnostics.js";
import type { Plan } from "../core/run/plan.js";
import { getsConfigSystem } from "../core/run/request.js";
import type { Case, Suite } from "../core/suite/case.js";
import { hasContextPlaceholder } from "../core/suite/context-placeholder.js";
import { reopenSuite } from "../load/suite.js";
import { keyPosition } from "../load/user-file.js";

/**
 * A config's `system` is the system prompt of every case without one of its own, and the runner
 * fills `{{context}}` in it for `rag` cases as in the case's own texts. Known only when suite and
 * config meet: a `rag` case whose prompt has no placeholder must get one from the config (else
 * the documents never reach the model: an error at the case's `rag`), and a case without `rag`
 * would get the config's placeholder as written (a warning at the config's `system`: one config
 * serves suites that mix both).
 */
export async function configContextProblems(
  suite: Suite,
  plan: Plan,
  config: LiveConfig,
  cwd: string,
): Promise<{ diagnostics: Diagnostic[]; warnings: string[] }> {
  const unfilled: Array<{ index: number; message: string }> = [];
  const literal: string[] = [];
  const filled = config.system !== undefined && hasContextPlaceholder(config.system);
  for (const { case: c } of plan.cases) {
    if (c.retrieval !== undefined || !getsConfigSystem(c)) continue; // a retrieval case calls no model
    if (c.rag === undefined) {
      if (filled) literal.push(c.id);
    } else if (!filled && !c.messages.some((m) => hasContextPlaceholder(m.content))) {
      unfilled.push({
        index: suite.cases.indexOf(c),
        message: `this 'rag' case's prompt has no {{context}}, nor has the system prompt it gets from config ${quoted(config.id)} (${config.file}), so the retrieved documents never reach the model: put {{context}} in the case's input, messages, prompt template or system, or in the config's system`,
      });
    }
  }
  const diagnostics = unfilled.length === 0 ? [] : await placed(suite, unfilled, cwd);
  const warnings: string[] = [];
  if (literal.length > 0) {
    const at = await keyPosition(config.file, ["system"]);
    const where = at === null ? config.file : `${config.file}:${at.line}:${at.column}`;
    const ids = literal.length > 5 ? `${literal.slice(0, 5).join(", ")}, ...` : literal.join(", ");
    warnings.push(
      `config ${quoted(config.id)} (${where}): field 'system' uses {{context}}, which only 'rag' cases fill: suite ${quoted(suite.name)} ${literal.length === 1 ? "case" : `${literal.length} cases`} ${ids} ${literal.length === 1 ? "gets" : "get"} it as written (no 'rag', no system of ${literal.length === 1 ? "its" : "their"} own)`,
    );
  }
  return { diagnostics, warnings };
}

/** At each case's `rag` (or the `defaults` line it comes from), the suite read once more: only on this error path. */
async function placed(
  suite: Suite,
  problems: ReadonlyArray<{ index: number; message: string }>,
  cwd: string,
): Promise<Diagnostic[]> {
  const ctx = await reopenSuite(suite, cwd);
  if (ctx === null) {
    // The file changed under the run: the problems still name their case, at its start.
    return problems.map(({ index, message }) => {
      const c = suite.cases[index]!;
      return {
        file: suite.file,
        line: c.source.line,
        column: c.source.column,
        caseId: c.id,
        field: "rag",
        message,
      };
    });
  }
  for (const { index, message } of problems) ctx.reportForCase(index, ["rag"], message);
  return ctx.diagnostics;
}
