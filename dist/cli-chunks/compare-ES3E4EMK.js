// This command's code is ./compare-ES3E4EMK.cjs, loaded as a script with V8's code cache (src/cli/script-chunks.ts).
import * as entry from "../cli.js";
const chunk = entry.loadScriptChunk(new URL("./compare-ES3E4EMK.cjs", import.meta.url), entry);
const { compareCommand } = chunk;
export { compareCommand };
