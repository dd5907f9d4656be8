// This command's code is ./validate-J3R5X4SZ.cjs, loaded as a script with V8's code cache (src/cli/script-chunks.ts).
import * as entry from "../cli.js";
const chunk = entry.loadScriptChunk(new URL("./validate-J3R5X4SZ.cjs", import.meta.url), entry);
const { validateCommand } = chunk;
export { validateCommand };
