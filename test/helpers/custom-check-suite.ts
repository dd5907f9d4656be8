import { writeFile } from "node:fs/promises";
import { join } from "node:path";

/** A plugin whose check returns a promise nothing will ever settle. */
export const NEVER_PLUGIN = "export default { shout() { return new Promise(() => {}); } };\n";

/**
 * The custom-check fixture the deadline tests share, written into `dir`: `suite.yaml` (suite
 * `loud`: exact case `a`, custom case `cu` checking `shout`, exact case `z`), the replay config
 * `r.yaml` over `rec.json` (every case answered), and each plugin of `plugins` by its file name.
 */
export async function writeCustomCheckSuite(dir: string, plugins: Record<string, string>): Promise<void> {
  await writeFile(
    join(dir, "suite.yaml"),
    [
      "suite: loud",
      "cases:",
      "  - {id: a, type: exact, input: x, expected: ok}",
      "  - {id: cu, type: custom, check: shout, input: x}",
      "  - {id: z, type: exact, input: x, expected: ok}",
      "",
    ].join("\n"),
  );
  await writeFile(join(dir, "rec.json"), JSON.stringify({ outputs: { a: "ok", cu: "HELLO", z: "ok" } }));
  await writeFile(join(dir, "r.yaml"), "id: r\nprovider: replay\noutputs: rec.json\n");
  for (const [name, text] of Object.entries(plugins)) await writeFile(join(dir, name), text);
}
