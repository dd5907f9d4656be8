import type { CliIO } from "../io.js";

// Placeholder until the command lands (being written now); never shipped as done.
export async function validateCommand(_argv: string[], io: CliIO): Promise<number> {
  io.stderr("modelgate validate: not available yet\n");
  return 4;
}
