// This command's code is ./validate-D54U6XKG.cjs, loaded as a script with V8's code cache (src/cli/script-chunks.ts).
import * as entry from "../cli.js";
const chunk = entry.loadScriptChunk(new URL("./validate-D54U6XKG.cjs", import.meta.url), entry);
const { validateCommand } = chunk;
export { validateCommand };
