import { resolve } from "node:path";
import { formatBytes } from "./confine.js";
import { decodeText, MAX_FILE_BYTES } from "./read-text.js";
import { STDIN_NAME } from "./stdin-name.js";
import { type ParsedUserFile, parseUserFile } from "./user-file.js";

/**
 * Standard input's bytes as a parsed user file named `<stdin>`, placed in the working folder
 * (`absolute` is `cwd/<stdin>`): the paths it names resolve against the working folder and stay
 * inside its repository, as for a file there. No name tells its format: text that opens with `{`
 * or `[` is strict JSON, anything else YAML. `tooLarge` when more than the file limit was piped.
 */
export function stdinDocument(bytes: Uint8Array | "tooLarge", cwd: string): ParsedUserFile {
  const absolute = resolve(cwd, STDIN_NAME);
  const file = STDIN_NAME;
  if (bytes === "tooLarge") {
    const message = `standard input is larger than ${formatBytes(MAX_FILE_BYTES)}, the limit for a file ModelGate reads`;
    return { file, absolute, parsed: { ok: false, diagnostics: [{ file, line: 0, column: 0, message }] } };
  }
  const read = decodeText(file, bytes);
  if (!read.ok) return { file, absolute, parsed: { ok: false, diagnostics: [read.diagnostic] } };
  const json = /^\uFEFF?\s*[{[]/.test(read.text);
  return { file, absolute, parsed: parseUserFile(file, read.text, json) };
}
