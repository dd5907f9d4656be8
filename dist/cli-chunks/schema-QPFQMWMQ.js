// This command's code is ./schema-QPFQMWMQ.cjs, loaded as a script with V8's code cache (src/cli/script-chunks.ts).
import * as entry from "../cli.js";
const chunk = entry.loadScriptChunk(new URL("./schema-QPFQMWMQ.cjs", import.meta.url), entry);
const { schemaCommand } = chunk;
export { schemaCommand };
