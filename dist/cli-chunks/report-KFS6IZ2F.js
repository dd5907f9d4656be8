// This command's code is ./report-KFS6IZ2F.cjs, loaded as a script with V8's code cache (src/cli/script-chunks.ts).
import * as entry from "../cli.js";
const chunk = entry.loadScriptChunk(new URL("./report-KFS6IZ2F.cjs", import.meta.url), entry);
const { reportCommand } = chunk;
export { reportCommand };
