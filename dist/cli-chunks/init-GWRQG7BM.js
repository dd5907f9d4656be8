// This command's code is ./init-GWRQG7BM.cjs, loaded as a script with V8's code cache (src/cli/script-chunks.ts).
import * as entry from "../cli.js";
const chunk = entry.loadScriptChunk(new URL("./init-GWRQG7BM.cjs", import.meta.url), entry);
const { INIT_FILES, initCommand } = chunk;
export { INIT_FILES, initCommand };
