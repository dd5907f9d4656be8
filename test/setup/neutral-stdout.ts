import { neutralizeWorkflowCommands } from "../../src/core/safety/workflow-commands.js";

// In-process tests drive @actions/core, @actions/cache and @actions/artifact, which print
// `::debug::`, `::warning::` and `::add-mask::` lines. On a GitHub runner those lines in the test
// log would become real annotations and masks: print them neutralised instead. Child processes
// (the built Action) are captured by the tests and never reach this stream.
// Unit files share a worker (isolate: false) and run this once each: wrap the stream only once.
const WRAPPED = Symbol.for("modelgate.test.neutralStdout");
const stdout = process.stdout as typeof process.stdout & { [WRAPPED]?: true };
if (stdout[WRAPPED] !== true) {
  const write = stdout.write.bind(stdout);
  stdout.write = ((chunk: string | Uint8Array, ...rest: unknown[]) =>
    typeof chunk === "string"
      ? write(neutralizeWorkflowCommands(chunk), ...(rest as []))
      : write(chunk, ...(rest as []))) as typeof stdout.write;
  stdout[WRAPPED] = true;
}
