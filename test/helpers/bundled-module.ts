import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { pathToFileURL } from "node:url";
import { build, type Plugin } from "esbuild";

/**
 * `contents` (TypeScript, resolved from the repository) bundled as the build scripts bundle it,
 * with their `plugins`, written with the `files` a plugin's code requires beside it into a
 * temporary folder, and imported: what the built CLI would hold. `remove()` deletes the folder.
 */
export async function importBundled(options: {
  contents: string;
  plugins: Plugin[];
  files?: Iterable<readonly [string, string]>;
  banner?: string;
  prefix: string;
}): Promise<{ module: Record<string, unknown>; folder: string; remove: () => void }> {
  const result = await build({
    stdin: { contents: options.contents, resolveDir: process.cwd(), loader: "ts" },
    bundle: true,
    platform: "node",
    format: "esm",
    write: false,
    logLevel: "warning",
    plugins: options.plugins,
    ...(options.banner === undefined ? {} : { banner: { js: options.banner } }),
  });
  const folder = mkdtempSync(join(tmpdir(), options.prefix));
  for (const [name, text] of options.files ?? []) writeFileSync(join(folder, name), text);
  const file = join(folder, "chunk.mjs");
  writeFileSync(file, result.outputFiles[0]!.text);
  const module = (await import(pathToFileURL(file).href)) as Record<string, unknown>;
  return { module, folder, remove: () => rmSync(folder, { recursive: true, force: true }) };
}
