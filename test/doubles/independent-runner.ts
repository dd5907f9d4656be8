import { spawn } from "node:child_process";
import { randomUUID } from "node:crypto";
import { mkdirSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { parse } from "yaml";

/**
 * Runs a JavaScript action the way the GitHub Actions runner does, written for acceptance testing
 * independently of the Action's own doubles: every input declared in action.yml is set as
 * `INPUT_<NAME>` (upper-cased, spaces to `_`, hyphens kept) from `with:` or its default, with
 * `${{ github.token }}` evaluated; the GITHUB_* and RUNNER_* variables, the event file, the
 * GITHUB_OUTPUT and GITHUB_STEP_SUMMARY files; and no cache or artifact service (no
 * ACTIONS_RUNTIME_TOKEN, ACTIONS_RESULTS_URL or ACTIONS_CACHE_URL). The environment is built from
 * scratch, so nothing from the test process (proxies, tokens) leaks into the step.
 */

export interface StepRequest {
  /** Folder with action.yml and the `runs.main` script (a checkout of the action, no node_modules). */
  actionDir: string;
  /** GITHUB_WORKSPACE, and the step's working directory. */
  workspace: string;
  /** The step's `with:` block, values already evaluated. */
  with: Record<string, string>;
  eventName: string;
  payload: Record<string, unknown>;
  /** owner/name */
  repository: string;
  /** GITHUB_SHA: the merge commit on pull_request. */
  sha: string;
  /** GITHUB_REF */
  ref: string;
  apiUrl: string;
  /** What `${{ github.token }}` evaluates to. */
  token: string;
  /** A folder of this job's own: RUNNER_TEMP and the command files live under it. */
  jobDir: string;
  workflowFile?: string;
  /** Flags for node (not something a runner passes; for stricter checks such as --throw-deprecation). */
  nodeFlags?: string[];
  /** More environment variables for the step (the Action's internal test knobs). */
  env?: Record<string, string>;
}

export interface WorkflowCommand {
  command: string;
  properties: Record<string, string>;
  message: string;
}

export interface StepOutcome {
  exitCode: number | null;
  stdout: string;
  stderr: string;
  outputs: Record<string, string>;
  summary: string;
  commands: WorkflowCommand[];
  errors: string[];
  warnings: string[];
  /** The raw GITHUB_OUTPUT file, for format checks. */
  outputFile: string;
}

interface ActionManifest {
  inputs?: Record<string, { default?: unknown; required?: boolean }>;
  runs: { using: string; main: string };
}

/** The runner's rule for input variable names. */
export function inputVariable(name: string): string {
  return `INPUT_${name.replace(/ /g, "_").toUpperCase()}`;
}

/** Evaluates the only expressions action.yml defaults use here. */
function evaluate(value: string, token: string): string {
  return value.replace(/\$\{\{\s*([^}]+?)\s*\}\}/g, (_whole, expr: string) => {
    if (expr === "github.token") return token;
    throw new Error(`the runner emulator cannot evaluate \${{ ${expr} }}`);
  });
}

export async function runStep(request: StepRequest): Promise<StepOutcome> {
  const manifest = parse(readFileSync(path.join(request.actionDir, "action.yml"), "utf8")) as ActionManifest;
  if (!/^node\d+$/.test(manifest.runs.using)) throw new Error(`not a node action: ${manifest.runs.using}`);
  const declared = manifest.inputs ?? {};
  const unexpected = Object.keys(request.with).filter((name) => !(name in declared));
  if (unexpected.length > 0) {
    throw new Error(`Unexpected input(s) '${unexpected.join("', '")}' (the runner warns; a test must not)`);
  }

  const step = randomUUID();
  const commandsDir = path.join(request.jobDir, "_runner_file_commands");
  const temp = path.join(request.jobDir, "_temp");
  const home = path.join(request.jobDir, "home");
  for (const dir of [commandsDir, temp, home]) mkdirSync(dir, { recursive: true });
  const eventPath = path.join(request.jobDir, "_github_workflow", "event.json");
  mkdirSync(path.dirname(eventPath), { recursive: true });
  writeFileSync(eventPath, JSON.stringify(request.payload, null, 2));
  const outputFile = path.join(commandsDir, `set_output_${step}`);
  const summaryFile = path.join(commandsDir, `step_summary_${step}`);
  for (const file of ["set_output", "step_summary", "add_path", "set_env", "save_state"]) {
    writeFileSync(path.join(commandsDir, `${file}_${step}`), "");
  }

  const pr = request.payload.pull_request as { head?: { ref?: string }; base?: { ref?: string } } | undefined;
  const workflowFile = request.workflowFile ?? ".github/workflows/modelgate.yml";
  const env: Record<string, string> = {
    PATH: process.env.PATH ?? "/usr/bin:/bin",
    HOME: home,
    LANG: "C.UTF-8",
    CI: "true",
    GITHUB_ACTIONS: "true",
    GITHUB_ACTION: "__your-org_modelgate",
    GITHUB_ACTION_PATH: request.actionDir,
    GITHUB_ACTION_REPOSITORY: "your-org/modelgate",
    GITHUB_ACTION_REF: "v1",
    GITHUB_ACTOR: "octocat",
    GITHUB_ACTOR_ID: "583231",
    GITHUB_TRIGGERING_ACTOR: "octocat",
    GITHUB_API_URL: request.apiUrl,
    GITHUB_GRAPHQL_URL: `${request.apiUrl}/graphql`,
    GITHUB_SERVER_URL: "https://github.com",
    GITHUB_EVENT_NAME: request.eventName,
    GITHUB_EVENT_PATH: eventPath,
    GITHUB_REPOSITORY: request.repository,
    GITHUB_REPOSITORY_OWNER: request.repository.split("/")[0]!,
    GITHUB_REPOSITORY_ID: "123456789",
    GITHUB_SHA: request.sha,
    GITHUB_REF: request.ref,
    GITHUB_REF_NAME: request.ref.replace(/^refs\/(heads|tags)\//, "").replace(/^refs\/pull\//, ""),
    GITHUB_REF_TYPE: "branch",
    GITHUB_HEAD_REF: pr?.head?.ref ?? "",
    GITHUB_BASE_REF: pr?.base?.ref ?? "",
    GITHUB_WORKSPACE: request.workspace,
    GITHUB_WORKFLOW: "Model regression tests",
    GITHUB_WORKFLOW_REF: `${request.repository}/${workflowFile}@${request.ref}`,
    GITHUB_WORKFLOW_SHA: request.sha,
    GITHUB_JOB: "modelgate",
    GITHUB_RUN_ID: "9876543210",
    GITHUB_RUN_NUMBER: "42",
    GITHUB_RUN_ATTEMPT: "1",
    GITHUB_RETENTION_DAYS: "90",
    GITHUB_OUTPUT: outputFile,
    GITHUB_STEP_SUMMARY: summaryFile,
    GITHUB_ENV: path.join(commandsDir, `set_env_${step}`),
    GITHUB_PATH: path.join(commandsDir, `add_path_${step}`),
    GITHUB_STATE: path.join(commandsDir, `save_state_${step}`),
    RUNNER_TEMP: temp,
    RUNNER_OS: "Linux",
    RUNNER_ARCH: "X64",
    RUNNER_NAME: "GitHub Actions 2",
    RUNNER_ENVIRONMENT: "github-hosted",
    RUNNER_TOOL_CACHE: path.join(request.jobDir, "hostedtoolcache"),
    RUNNER_WORKSPACE: path.dirname(request.workspace),
  };
  for (const [name, spec] of Object.entries(declared)) {
    const given = request.with[name];
    if (given !== undefined) env[inputVariable(name)] = given;
    else if (spec?.default !== undefined)
      env[inputVariable(name)] = evaluate(String(spec.default), request.token);
  }

  Object.assign(env, request.env ?? {});
  const main = path.join(request.actionDir, manifest.runs.main);
  const child = spawn(process.execPath, [...(request.nodeFlags ?? []), main], {
    cwd: request.workspace,
    env,
    stdio: ["ignore", "pipe", "pipe"],
  });
  let stdout = "";
  let stderr = "";
  child.stdout.setEncoding("utf8").on("data", (d: string) => (stdout += d));
  child.stderr.setEncoding("utf8").on("data", (d: string) => (stderr += d));
  const exitCode = await new Promise<number | null>((resolve, reject) => {
    child.on("error", reject);
    child.on("close", (code) => resolve(code));
  });

  const commands = parseCommands(stdout);
  const rawOutputs = readFileSync(outputFile, "utf8");
  // The runner drops a step summary over 1 MiB (in bytes) entirely, with a warning of its own.
  const summaryBytes = readFileSync(summaryFile);
  const summary = summaryBytes.length > 1024 * 1024 ? "" : summaryBytes.toString("utf8");
  return {
    exitCode,
    stdout,
    stderr,
    outputs: parseOutputFile(rawOutputs),
    summary,
    commands,
    errors: commands.filter((c) => c.command === "error").map((c) => c.message),
    warnings: commands.filter((c) => c.command === "warning").map((c) => c.message),
    outputFile: rawOutputs,
  };
}

const unescapeData = (s: string): string =>
  s.replace(/%0D/g, "\r").replace(/%0A/g, "\n").replace(/%25/g, "%");
const unescapeProperty = (s: string): string => unescapeData(s).replace(/%3A/g, ":").replace(/%2C/g, ",");

/** .NET's Char.IsWhiteSpace: what the runner's `message.TrimStart()` removes before `::`. */
const DOTNET_LEADING_WHITESPACE =
  /^[\t\n\v\f\r \u0085\u00a0\u1680\u2000-\u200a\u2028\u2029\u202f\u205f\u3000]+/;

/** `::command k=v,k=v::message` lines of stdout, as the runner parses them (ActionCommand.TryParseV2). */
export function parseCommands(stdout: string): WorkflowCommand[] {
  const out: WorkflowCommand[] = [];
  for (const line of stdout.split(/\r\n|\r|\n/)) {
    const m = /^::([A-Za-z-]+)(?: ([^:]*))?::(.*)$/.exec(line.replace(DOTNET_LEADING_WHITESPACE, ""));
    if (m === null) continue;
    const properties: Record<string, string> = {};
    for (const pair of (m[2] ?? "").split(",")) {
      const eq = pair.indexOf("=");
      if (eq > 0) properties[pair.slice(0, eq)] = unescapeProperty(pair.slice(eq + 1));
    }
    out.push({ command: m[1]!, properties, message: unescapeData(m[3]!) });
  }
  return out;
}

/**
 * The runner's GITHUB_OUTPUT format: `name=value` lines, or `name<<DELIMITER` heredocs ended by a
 * line that is exactly the delimiter. A heredoc without its delimiter fails the step on a runner;
 * here it throws.
 */
export function parseOutputFile(text: string): Record<string, string> {
  const lines = text.split("\n");
  if (lines.at(-1) === "") lines.pop();
  const out: Record<string, string> = {};
  for (let i = 0; i < lines.length; i++) {
    const line = lines[i]!;
    if (line === "") continue;
    const eq = line.indexOf("=");
    const heredoc = line.indexOf("<<");
    if (heredoc > 0 && (eq < 0 || heredoc < eq)) {
      const name = line.slice(0, heredoc);
      const delimiter = line.slice(heredoc + 2);
      if (delimiter === "") throw new Error(`GITHUB_OUTPUT: empty delimiter for '${name}'`);
      const value: string[] = [];
      let closed = false;
      for (i++; i < lines.length; i++) {
        if (lines[i] === delimiter) {
          closed = true;
          break;
        }
        value.push(lines[i]!);
      }
      if (!closed) throw new Error(`GITHUB_OUTPUT: matching delimiter not found for '${name}'`);
      out[name] = value.join("\n");
    } else if (eq > 0) {
      out[line.slice(0, eq)] = line.slice(eq + 1);
    } else {
      throw new Error(`GITHUB_OUTPUT: invalid line ${JSON.stringify(line)}`);
    }
  }
  return out;
}
