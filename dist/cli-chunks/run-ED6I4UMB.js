// This command's code is ./run-ED6I4UMB.cjs, loaded as a script with V8's code cache (src/cli/script-chunks.ts).
import * as entry from "../cli.js";
const chunk = entry.loadScriptChunk(new URL("./run-ED6I4UMB.cjs", import.meta.url), entry);
const { CAPTURE_MODES, CLI_READY_TIMEOUT_MS, MAX_JSON_DEPTH, OPENAI_RESERVED_FIELDS, ProviderError, exitCode, isJsonObject, isProcessAlive, isRecord, messageOf, notExecuted, nothingExecuted, parseConcurrency, parseJsonNumber, parseShard, parseStrictJson, runCommand, stringifyJson, toPlain } = chunk;
export { CAPTURE_MODES, CLI_READY_TIMEOUT_MS, MAX_JSON_DEPTH, OPENAI_RESERVED_FIELDS, ProviderError, exitCode, isJsonObject, isProcessAlive, isRecord, messageOf, notExecuted, nothingExecuted, parseConcurrency, parseJsonNumber, parseShard, parseStrictJson, runCommand, stringifyJson, toPlain };
