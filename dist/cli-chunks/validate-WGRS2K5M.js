// This command's code is ./validate-WGRS2K5M.cjs, loaded as a script with V8's code cache (src/cli/script-chunks.ts).
import * as entry from "../cli.js";
const chunk = entry.loadScriptChunk(new URL("./validate-WGRS2K5M.cjs", import.meta.url), entry);
const { validateCommand } = chunk;
export { validateCommand };
