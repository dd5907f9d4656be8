import { neutralizeWorkflowCommands } from "../../src/core/safety/workflow-commands.js";

// In-process tests drive @actions/core, @actions/cache and @actions/artifact, which print
// `::debug::`, `::warning::` and `::add-mask::` lines. On a GitHub runner those lines in the test
// log would become real annotations and masks: print them neutralised instead. Child processes
// (the built Action) are captured by the tests and never reach this stream.
const write = process.stdout.write.bind(process.stdout);
process.stdout.write = ((chunk: string | Uint8Array, ...rest: unknown[]) =>
  typeof chunk === "string"
    ? write(neutralizeWorkflowCommands(chunk), ...(rest as []))
    : write(chunk, ...(rest as []))) as typeof process.stdout.write;
