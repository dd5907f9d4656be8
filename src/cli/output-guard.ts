import { statSync } from "node:fs";
import { isAbsolute, relative, resolve } from "node:path";
import { type Diagnostic, InputError, unplaced } from "../core/diagnostics.js";

/** A file (or folder) a command reads, and what it is to the user: "the baseline", "a suite". */
export interface CommandInput {
  path: string;
  what: string;
}

/**
 * Refuses, before any work, an output nothing can be written to: an empty path (it would name
 * the working folder, and its temporary file would go to the folder above) or a folder (the
 * rename at the end would fail, the work lost). `what` is what the command writes ("the
 * report"). A device or pipe (`/dev/null`, `/dev/stdout`) takes the text as it is and passes.
 */
export function refuseUnwritableOutputs(
  cwd: string,
  outputs: readonly string[],
  what: string,
  flag = "--output",
): void {
  const problems: Diagnostic[] = [];
  const problem = (message: string) => problems.push(unplaced(message));
  for (const output of outputs) {
    if (output === "") problem(`${flag} '' names no file: give a file path`);
    else if (isDirectory(resolve(cwd, output)))
      problem(`cannot write ${what} to ${output}: it is a directory`);
  }
  if (problems.length > 0) throw new InputError(problems);
}

function isDirectory(path: string): boolean {
  try {
    return statSync(path, { throwIfNoEntry: false })?.isDirectory() === true;
  } catch {
    return false; // what cannot be looked at fails, if it does, when it is written
  }
}

/**
 * Refuses an output that is one of the command's inputs, before anything runs or is written:
 * `--output suite.yaml` or `compare b.json c.json --output b.json` would replace a file kept in
 * version control with a report. The same file is recognised through any link (device and
 * inode); an input folder (replay outputs) holds every file below it.
 */
export function refuseInputsAsOutputs(
  cwd: string,
  outputs: readonly string[],
  inputs: readonly CommandInput[],
  flag = "--output",
): void {
  for (const output of outputs) {
    const target = resolve(cwd, output);
    const out = identity(target);
    for (const input of inputs) {
      const source = resolve(cwd, input.path);
      const id = identity(source);
      const same = out !== undefined && id !== undefined && id.dev === out.dev && id.ino === out.ino;
      if (same) {
        throw new InputError(
          `${flag} ${output} is ${input.what} this command reads (${input.path}): writing it would destroy it; choose another path`,
        );
      }
      if (id?.folder === true && inside(source, target)) {
        throw new InputError(
          `${flag} ${output} is inside the folder of ${input.what} this command reads (${input.path}): a file written there would be read as one of them; choose another path`,
        );
      }
    }
  }
}

function identity(path: string): { dev: bigint; ino: bigint; folder: boolean } | undefined {
  try {
    const s = statSync(path, { bigint: true });
    return { dev: s.dev, ino: s.ino, folder: s.isDirectory() };
  } catch {
    return undefined;
  }
}

function inside(folder: string, path: string): boolean {
  const rel = relative(folder, path);
  return rel !== "" && !rel.startsWith("..") && !isAbsolute(rel);
}
