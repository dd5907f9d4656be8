import { createHash } from "node:crypto";
import { existsSync, readFileSync } from "node:fs";
import { mkdir, rename } from "node:fs/promises";
import { createRequire } from "node:module";
import { tmpdir } from "node:os";
import { basename, dirname, join, resolve } from "node:path";
import { build } from "esbuild";

const require = createRequire(import.meta.url);

/**
 * What a server fixture bundles besides its own text: every installed package, as the lockfile
 * npm writes into node_modules records them (a new install of any of them gives a new bundle).
 */
const INSTALLED = readFileSync(
  join(dirname(require.resolve("esbuild/package.json")), "..", ".package-lock.json"),
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
  const hash = createHash("sha256").update(readFileSync(source)).update(INSTALLED).digest("hex").slice(0, 16);
  const dir = join(tmpdir(), `modelgate-test-mcp-${hash}`);
  const out = join(dir, basename(source));
  if (existsSync(out)) return out;
  await mkdir(dir, { recursive: true });
  const partial = `${out}.${process.pid}.${Math.random().toString(16).slice(2)}.tmp`;
  const built = await build({
    entryPoints: [source],
    outfile: partial,
    bundle: true,
    platform: "node",
    format: "esm",
    logLevel: "warning",
    metafile: true,
  });
  // The hash covers the fixture and the installed packages only: anything else it imports would
  // leave a stale bundle behind when it changed.
  const strays = Object.keys(built.metafile.inputs).filter(
    (input) => !input.includes("node_modules/") && resolve(input) !== resolve(source),
  );
  if (strays.length > 0) throw new Error(`${source} may import only packages, not ${strays.join(", ")}`);
  await rename(partial, out);
  return out;
}
