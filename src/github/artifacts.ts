import type { DefaultArtifactClient } from "@actions/artifact";
import { messageOf } from "../core/error-message.js";
import type { Repo } from "./context.js";
import type { RunAttempt } from "./run-attempt.js";

export interface ArtifactRef {
  id: number;
  name: string;
}

/** Artifact operations the Action needs; tests inject their own. */
export interface ArtifactClient {
  /**
   * Uploads `files` (absolute paths under `rootDir`) as artifact `name` of this run; in a re-run,
   * replacing an earlier attempt's artifact of that name (never one of this attempt).
   */
  upload(name: string, files: string[], rootDir: string): Promise<void>;
  /** Artifacts of the current workflow run (the latest of each name, after re-runs). */
  listCurrentRun(): Promise<ArtifactRef[]>;
  downloadCurrentRun(id: number, dir: string): Promise<void>;
  /** An artifact of another run, through the REST API (the token needs `actions: read`). */
  downloadFromRun(id: number, runId: number, dir: string): Promise<void>;
}

/**
 * The artifact service through @actions/artifact, loaded (and its client made) on first use: a
 * step that reads or writes no artifact does not parse it.
 */
export function actionsArtifacts(repo: Repo, token: string, attempt: RunAttempt): ArtifactClient {
  let made: Promise<DefaultArtifactClient> | undefined;
  const artifacts = () => {
    made ??= import("@actions/artifact").then((m) => new m.DefaultArtifactClient());
    return made;
  };
  return {
    upload: async (name, files, rootDir) => {
      const client = await artifacts();
      const kept = await removeEarlierAttempt(client, name, attempt);
      try {
        await client.uploadArtifact(name, files, rootDir, { retentionDays: 90 });
      } catch (error) {
        const said = messageOf(error);
        if (/\(409\)/.test(said)) throw new Error(conflict(name, kept, said));
        if (kept === null) throw error;
        throw new Error(`${said} (the artifact ${name} already in this run was kept: ${kept.why})`);
      }
    },
    listCurrentRun: async () => {
      const client = await artifacts();
      const { artifacts: listed } = await client.listArtifacts({ latest: true });
      return listed.map((a) => ({ id: a.id, name: a.name }));
    },
    downloadCurrentRun: async (id, dir) => {
      const client = await artifacts();
      await client.downloadArtifact(id, { path: dir });
    },
    downloadFromRun: async (id, runId, dir) => {
      const client = await artifacts();
      await client.downloadArtifact(id, {
        path: dir,
        findBy: { token, workflowRunId: runId, repositoryOwner: repo.owner, repositoryName: repo.repo },
      });
    },
  };
}

/** Whether the runner offers the artifact service (its variables are set in every Actions job). */
export function artifactServiceOffered(env: NodeJS.ProcessEnv = process.env): boolean {
  return Boolean(env.ACTIONS_RUNTIME_TOKEN) && Boolean(env.ACTIONS_RESULTS_URL);
}

/**
 * A name is taken once per workflow run, across its attempts (GitHub answers 409 Conflict): a
 * re-run deletes the earlier attempt's artifact first, as upload-artifact's `overwrite: true`.
 * Only one created before this attempt started: the service deletes by name, so an artifact
 * another job of this attempt uploaded (two legs with one shard index) would go too, and the
 * merge would miss its results without a word. When either time is unknown nothing is deleted.
 * Returns why an artifact of that name was kept, null when none was in the way.
 */
async function removeEarlierAttempt(
  client: DefaultArtifactClient,
  name: string,
  attempt: RunAttempt,
): Promise<Kept | null> {
  if (attempt.number <= 1) return null;
  let found: { id: number; createdAt?: Date };
  try {
    ({ artifact: found } = await client.getArtifact(name));
  } catch (error) {
    if (error instanceof Error && error.name === "ArtifactNotFoundError") return null;
    return { ours: false, why: `looking it up failed: ${messageOf(error)}` };
  }
  if (found.createdAt === undefined)
    return { ours: false, why: "the artifact service gave no time it was created" };
  let started: Date;
  try {
    started = await attempt.startedAt();
  } catch (error) {
    return { ours: false, why: `when attempt ${attempt.number} started is unknown: ${messageOf(error)}` };
  }
  // run_started_at counts whole seconds: an artifact of that very second counts as this attempt's.
  if (found.createdAt.getTime() >= started.getTime()) {
    return {
      ours: true,
      why: `it was created at ${found.createdAt.toISOString()}, after attempt ${attempt.number} started (${started.toISOString()})`,
    };
  }
  let removed: number;
  try {
    ({ id: removed } = await client.deleteArtifact(name));
  } catch (error) {
    if (error instanceof Error && error.name === "ArtifactNotFoundError") return null;
    return { ours: false, why: `deleting the earlier attempt's failed: ${messageOf(error)}` };
  }
  // Another job of this attempt deleted the old one and uploaded its own in between: ours went.
  if (removed !== found.id) {
    throw new Error(
      `another job of this attempt uploads an artifact named ${name} too: deleting the earlier attempt's (id ${found.id}) removed that job's (id ${removed}); give each job its own comment-header and each leg its own shard index`,
    );
  }
  return null;
}

/** Why an artifact in the way was kept; `ours`: created by this attempt (another job of it). */
interface Kept {
  ours: boolean;
  why: string;
}

/** GitHub's 409, said as what causes it. */
function conflict(name: string, kept: Kept | null, said: string): string {
  const job = "another job of this attempt uses the same comment-header (or shard index)";
  const cause =
    kept === null
      ? job
      : kept.ours
        ? `${job}: ${kept.why}`
        : `${job}, or an earlier attempt's could not be told apart (${kept.why})`;
  return `an artifact named ${name} already exists in this run: ${cause}; GitHub answered: ${said}`;
}
