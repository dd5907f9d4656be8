import type { GitHubClient } from "../api.js";
import type { ArtifactClient } from "../artifacts.js";
import type { CacheClient } from "../baseline-cache.js";
import type { ActionContext } from "../context.js";
import type { ActionInputs } from "../inputs.js";
import type { Outputs } from "../outputs.js";

/** Everything a mode needs; built once by main.ts, replaced piecewise by tests. */
export interface ModeEnv {
  inputs: ActionInputs;
  ctx: ActionContext;
  /** null without a token: nothing is posted, artifacts of other runs cannot be looked up. */
  client: GitHubClient | null;
  cache: CacheClient;
  artifacts: ArtifactClient;
  /** The resolved `working-directory`. */
  cwd: string;
  /** This header's folder under RUNNER_TEMP for results, comparisons and the report. */
  outDir: string;
  signal: AbortSignal;
  now: () => Date;
}

export interface ModeResult {
  outputs: Partial<Outputs>;
  /** 0 pass; 1 the gate failed on behaviour; 3 only on execution failures. */
  exitCode: 0 | 1 | 3;
  /** Why the step fails, when it does. */
  failure: string | null;
}

export type Mode = (env: ModeEnv) => Promise<ModeResult>;
