import { mkdir, mkdtemp, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { formatDiagnostic, InputError } from "../../../src/core/diagnostics.js";
import { loadConfig } from "../../../src/load/config.js";

// A config's `cache:` folder is written and read back as model answers: like every path a config
// names it must stay inside the repository (a pull request's config could write anywhere, or
// plant answers outside the checkout).
let repo: string;
beforeAll(async () => {
  repo = await mkdtemp(join(tmpdir(), "modelgate-cache-confined-"));
  await mkdir(join(repo, ".git"));
});
afterAll(async () => {
  if (repo !== undefined) await rm(repo, { recursive: true, force: true });
});

const config = (cache: string) =>
  `id: o\nprovider: openai\nmodel: m\nbase_url: http://127.0.0.1:9/v1\ncache: ${cache}\n`;

describe("a config's cache folder", () => {
  it("outside the repository is a validation error naming the line and field", async () => {
    for (const cache of ["../../escaped-cache", "/tmp/elsewhere-cache"]) {
      await writeFile(join(repo, "cfg.yaml"), config(cache));
      const error = await loadConfig(join(repo, "cfg.yaml"), {}).catch((e: unknown) => e);
      expect(error).toBeInstanceOf(InputError);
      const lines = (error as InputError).diagnostics.map(formatDiagnostic);
      expect(lines).toHaveLength(1);
      expect(lines[0]).toMatch(
        new RegExp(
          `cfg\\.yaml:5:\\d+: field 'cache': response cache '${cache}' resolves outside the repository root`,
        ),
      );
    }
  });

  it("inside the repository (not yet created) is accepted", async () => {
    await writeFile(join(repo, "cfg.yaml"), config(".modelgate/cache"));
    const loaded = await loadConfig(join(repo, "cfg.yaml"), {});
    expect(loaded.cache?.dir).toBe(join(repo, ".modelgate/cache"));
  });
});
