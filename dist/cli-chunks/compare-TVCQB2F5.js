// This command's code is ./compare-TVCQB2F5.cjs, loaded as a script with V8's code cache (src/cli/script-chunks.ts).
import * as entry from "../cli.js";
const chunk = entry.loadScriptChunk(new URL("./compare-TVCQB2F5.cjs", import.meta.url), entry);
const { compareCommand } = chunk;
export { compareCommand };
