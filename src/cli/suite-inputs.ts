import { statSync } from "node:fs";
import { dirname, isAbsolute, relative, resolve } from "node:path";
import { quoted } from "../core/diagnostics.js";
import type { Suite } from "../core/suite/case.js";
import { templateFile } from "../load/suite-resource-rules.js";
import type { CommandInput } from "./output-guard.js";

/**
 * The files a loaded suite reads beside itself, as inputs an output must not replace: each
 * case's prompt template, the corpus (a folder holds every file below it), and each stdio MCP
 * server's command and arguments that name a file (its script), resolved against its `cwd`. A
 * server's `cwd` is no input of its own: outputs often belong in the folder a server runs in.
 */
export function suiteInputs(suite: Suite, cwd: string): CommandInput[] {
  const folder = dirname(resolve(cwd, suite.file));
  const inputs: CommandInput[] = [];
  const add = (absolute: string, what: string) => inputs.push({ path: shown(cwd, absolute), what });
  const templates = new Set<string>();
  for (const c of suite.cases) {
    const file = templateFile(c.definition);
    if (file === undefined) continue;
    const absolute = resolve(folder, file);
    if (templates.has(absolute)) continue;
    templates.add(absolute);
    add(absolute, `a prompt template of suite ${quoted(suite.name)}`);
  }
  if (suite.corpus !== undefined) add(suite.corpus.path, `the corpus of suite ${quoted(suite.name)}`);
  for (const server of suite.mcpServers) {
    if (server.transport !== "stdio") continue;
    for (const word of [server.command, ...server.args]) {
      const absolute = resolve(server.cwd, word);
      // Only a file: an argument like `.` or a flag names no script.
      if (isFile(absolute))
        add(absolute, `a script of MCP server ${quoted(server.name)} of suite ${quoted(suite.name)}`);
    }
  }
  return inputs;
}

function isFile(path: string): boolean {
  try {
    return statSync(path, { throwIfNoEntry: false })?.isFile() === true;
  } catch {
    return false;
  }
}

/** The path as the working folder sees it, for the message. */
function shown(cwd: string, absolute: string): string {
  const rel = relative(cwd, absolute);
  return rel !== "" && !rel.startsWith("..") && !isAbsolute(rel) ? rel : absolute;
}
