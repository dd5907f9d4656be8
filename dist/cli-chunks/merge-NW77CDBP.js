// This command's code is ./merge-NW77CDBP.cjs, loaded as a script with V8's code cache (src/cli/script-chunks.ts).
import * as entry from "../cli.js";
const chunk = entry.loadScriptChunk(new URL("./merge-NW77CDBP.cjs", import.meta.url), entry);
const { mergeCommand } = chunk;
export { mergeCommand };
