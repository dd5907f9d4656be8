import type { CliIO } from "../io.js";

// Placeholder until the command lands (being written now); never shipped as done.
export async function compareCommand(_argv: string[], io: CliIO): Promise<number> {
  io.stderr("modelgate compare: not available yet\n");
  return 4;
}
