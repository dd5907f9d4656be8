// This command's code is ./validate-BIXL4L7Y.cjs, loaded as a script with V8's code cache (src/cli/script-chunks.ts).
import * as entry from "../cli.js";
const chunk = entry.loadScriptChunk(new URL("./validate-BIXL4L7Y.cjs", import.meta.url), entry);
const { validateCommand } = chunk;
export { validateCommand };
