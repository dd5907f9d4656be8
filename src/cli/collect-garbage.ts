import { setFlagsFromString } from "node:v8";
import { runInNewContext } from "node:vm";

/** From this many cases on (some 10 MB of text), what a result file leaves behind is worth a full collection. */
export const COLLECT_FROM_CASES = 20_000;

let collect: (() => void) | undefined;

/**
 * A full garbage collection, now. After a large result file is parsed its text (as large as the
 * file) is garbage in the old generation, which V8 may not collect before the next file is
 * parsed and compared: at 100,000 cases that is a 65 MB text per file held to the end. One
 * collection per large file costs a fraction of what parsing it cost and keeps the peak at what
 * is really held. CLI only: a library caller's process is not ours to collect.
 */
export function collectGarbage(): void {
  if (collect === undefined) {
    const exposed = (globalThis as { gc?: () => void }).gc;
    if (typeof exposed === "function") {
      collect = exposed;
    } else {
      // The flag exposes `gc` in contexts created after it is set.
      setFlagsFromString("--expose-gc");
      collect = runInNewContext("gc") as () => void;
    }
  }
  collect();
}
