// This command's code is ./validate-45NN4MK4.cjs, loaded as a script with V8's code cache (src/cli/script-chunks.ts).
import * as entry from "../cli.js";
const chunk = entry.loadScriptChunk(new URL("./validate-45NN4MK4.cjs", import.meta.url), entry);
const { validateCommand } = chunk;
export { validateCommand };
