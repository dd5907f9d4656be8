import { createHash } from "node:crypto";
import { existsSync, readFileSync } from "node:fs";
import { mkdir, rename } from "node:fs/promises";
import { createRequire } from "node:module";
import { tmpdir } from "node:os";
import { basename, join } from "node:path";
import { build } from "esbuild";

const require = createRequire(import.meta.url);

/** Versions of what a server fixture bundles: a new install gives a new bundle. */
const INPUTS = ["@modelcontextprotocol/sdk/package.json", "zod/package.json", "esbuild/package.json"].map(
  (name) => (JSON.parse(readFileSync(require.resolve(name), "utf8")) as { version: string }).version,
);

/**
 * A stdio MCP server fixture (a `.mjs` file that imports only Node and packages) bundled into one
 * file: Node loads the SDK and zod from their hundreds of modules for ~0.45 s of CPU per server
 * process, from one bundle for ~0.2 s. The same code and the same SDK, so the server behaves
 * as before; the file keeps its name, so a command line quoted in a message reads the same.
 * Kept in the temporary folder under the hash of the source and the bundled packages' versions,
 * built once per machine; files that ask for it at once each build and rename (atomic).
 */
export async function bundledServer(source: string): Promise<string> {
  const hash = createHash("sha256")
    .update(readFileSync(source))
    .update(INPUTS.join("\n"))
    .digest("hex")
    .slice(0, 16);
  const dir = join(tmpdir(), `modelgate-test-mcp-${hash}`);
  const out = join(dir, basename(source));
  if (existsSync(out)) return out;
  await mkdir(dir, { recursive: true });
  const partial = `${out}.${process.pid}.${Math.random().toString(16).slice(2)}.tmp`;
  await build({
    entryPoints: [source],
    outfile: partial,
    bundle: true,
    platform: "node",
    format: "esm",
    logLevel: "warning",
  });
  await rename(partial, out);
  return out;
}
