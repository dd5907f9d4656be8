#!/usr/bin/env node
import { createRequire as __modelgateCreateRequire } from 'node:module'; const require = __modelgateCreateRequire(import.meta.url);
import {
  TEMPERATURE_ZERO_NOTE,
  loadConfig,
  loadPlugins,
  loadRecorded,
  loadSuite,
  readParsed,
  repeatsAtTemperatureZero
} from "./chunk-AJ27HFYB.js";
import "./chunk-EQIZ3OXI.js";
import {
  COMPARE_FORMAT
} from "./chunk-555NDIP7.js";
import "./chunk-TVINY5EB.js";
import "./chunk-ELYQHKZU.js";
import {
  readRunResult,
  readWrittenObject,
  validateWritten
} from "./chunk-A66D4V7O.js";
import {
  commandFlags,
  parseFlags
} from "./chunk-CGEUAC6L.js";
import {
  COMMAND_USAGE,
  EXIT,
  InputError,
  formatDiagnostic,
  paintFor
} from "./chunk-H7LBHXRB.js";
import "./chunk-SVE7TLRR.js";
import "./chunk-5CDIXIRV.js";
import {
  toPlain
} from "./chunk-4ONHOOYB.js";
import {
  isJsonObject
} from "./chunk-TK6EAAW5.js";
import "./chunk-YGNDAA5X.js";

// src/cli/commands/validate.ts
import { isAbsolute, join } from "node:path";

// src/load/comparison-file.ts
import { resolve } from "node:path";
async function readComparison(file, absolute = resolve(file)) {
  const notThisFormat = { file, line: 0, column: 0, message: `not a ${COMPARE_FORMAT} file` };
  const read = await readWrittenObject(file, absolute, { parse: (error) => error, notObject: notThisFormat });
  if (read.value.format !== COMPARE_FORMAT) throw new InputError([notThisFormat]);
  await validateWritten(file, read, "comparison", "invalid comparison: ");
  return read.fast ? read.value : toPlain(read.value);
}

// src/load/file-kind.ts
async function detectFileKind(file, absolute) {
  const document = await readParsed(file, absolute);
  const kind = document.parsed.ok ? kindOf(document.parsed.source.value) : "suite";
  return { kind, document };
}
function kindOf(value) {
  if (!isJsonObject(value)) return "suite";
  const doc = value;
  const has = (key) => Object.hasOwn(doc, key);
  if (typeof doc.format === "string") {
    if (doc.format.startsWith("modelgate.compare/")) return "comparison";
    if (doc.format.startsWith("modelgate.run/") || doc.format.startsWith("modeldiff.")) return "result";
  }
  if (has("suite") || has("cases")) return "suite";
  if (has("outputs") && !has("provider")) return "recorded";
  if (has("provider") || has("model") || has("id")) return "config";
  return "suite";
}

// src/cli/commands/validate.ts
var USAGE = COMMAND_USAGE.validate;
async function validateCommand(argv, io) {
  const parsed = commandFlags("validate", USAGE, io, () => validateFlags(argv));
  if ("exit" in parsed) return parsed.exit;
  const { files, plugins } = parsed.flags;
  const customChecks = plugins.length > 0 ? new Set((await loadPlugins(plugins, io.cwd)).keys()) : void 0;
  const out = paintFor(io, "stdout");
  const err = paintFor(io, "stderr");
  let invalid = 0;
  for (const file of files) {
    const path = loaderPath(io.cwd, file);
    try {
      const { kind, document } = await detectFileKind(file, isAbsolute(file) ? file : join(io.cwd, file));
      const what = await validateAs(kind, document, path, io, customChecks);
      io.stdout(`${out.green("OK:")} ${file} (${what})
`);
    } catch (error) {
      if (!(error instanceof InputError)) throw error;
      invalid++;
      io.stderr(`${error.diagnostics.map((d) => paintDiagnostic(d, err)).join("\n")}
`);
    }
  }
  if (invalid > 0 && files.length > 1) io.stderr(`${invalid} of ${files.length} files invalid
`);
  return invalid > 0 ? EXIT.usage : EXIT.ok;
}
async function validateAs(kind, document, path, io, customChecks) {
  const { file } = document;
  const count = (n, one, many) => `${n} ${n === 1 ? one : many}`;
  switch (kind) {
    case "suite": {
      const suite = await loadSuite(file, { cwd: io.cwd, customChecks, document });
      const cold = repeatsAtTemperatureZero(suite.cases.map((c) => ({ case: c, repeat: c.repeat })));
      if (cold.length > 0)
        io.stderr(
          `warning: ${file}: repeat > 1 at temperature 0 (${cold.join(", ")}): ${TEMPERATURE_ZERO_NOTE}
`
        );
      return count(suite.cases.length, "case", "cases");
    }
    case "config": {
      const config = await loadConfig(path, io.env, document);
      const model = config.provider === "replay" ? "" : `, model ${config.model}`;
      let recorded = "";
      if (config.provider === "replay") {
        const outputs = await loadRecorded(config.outputs);
        recorded = `, ${count(outputs.size, "recorded output", "recorded outputs")}`;
      }
      return `run configuration '${config.id}', provider ${config.provider}${model}${recorded}`;
    }
    case "recorded": {
      const outputs = await loadRecorded(path, document);
      return `recorded outputs for ${count(outputs.size, "case", "cases")}`;
    }
    case "result": {
      const run = await readRunResult(file, isAbsolute(file) ? file : join(io.cwd, file));
      return `result of suite '${run.suite.name}' with config '${run.config.id}', ${count(run.summary.cases, "case", "cases")}`;
    }
    case "comparison": {
      const c = await readComparison(file, isAbsolute(file) ? file : join(io.cwd, file));
      return `comparison of '${c.baseline.config_id}' with '${c.candidate.config_id}' on suite '${c.candidate.suite}', ${count(c.cases.length, "case", "cases")}, ${c.status}`;
    }
  }
}
function paintDiagnostic(d, p) {
  const text = d.file === "" ? d.message : formatDiagnostic(d);
  const at = `${d.file}:${d.line}:${d.column}:`;
  return text.startsWith(at) ? `${p.bold(at)}${text.slice(at.length)}` : text;
}
function loaderPath(cwd, file) {
  return cwd === process.cwd() || isAbsolute(file) ? file : join(cwd, file);
}
function validateFlags(argv) {
  const { values, positionals } = parseFlags(argv, {
    plugin: { type: "string", multiple: true, short: "p" }
  });
  if (values.help === true) return "help";
  if (positionals.length === 0) throw new Error("no file given");
  return { files: positionals, plugins: values.plugin ?? [] };
}
export {
  validateCommand
};
