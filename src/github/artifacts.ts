import type { DefaultArtifactClient } from "@actions/artifact";
import { messageOf } from "../core/error-message.js";
import type { Repo } from "./context.js";

export interface ArtifactRef {
  id: number;
  name: string;
}

/** Artifact operations the Action needs; tests inject their own. */
export interface ArtifactClient {
  /**
   * Uploads `files` (absolute paths under `rootDir`) as artifact `name` of this run; in a re-run,
   * replacing the earlier attempt's artifact of that name.
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
export function actionsArtifacts(repo: Repo, token: string): ArtifactClient {
  let made: Promise<DefaultArtifactClient> | undefined;
  const artifacts = () => {
    made ??= import("@actions/artifact").then((m) => new m.DefaultArtifactClient());
    return made;
  };
  return {
    upload: async (name, files, rootDir) => {
      const client = await artifacts();
      const notRemoved = await removeEarlierAttempts(client, name);
      try {
        await client.uploadArtifact(name, files, rootDir, { retentionDays: 90 });
      } catch (error) {
        if (notRemoved === null) throw error;
        throw new Error(`${messageOf(error)} (removing the earlier attempt's ${name} failed: ${notRemoved})`);
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
 * The first attempt deletes nothing, so two jobs of one attempt that collide still get the 409.
 * Returns why the deletion failed (the upload then names it), null when nothing was in the way.
 */
async function removeEarlierAttempts(client: DefaultArtifactClient, name: string): Promise<string | null> {
  if (Number(process.env.GITHUB_RUN_ATTEMPT ?? "1") <= 1) return null;
  try {
    await client.deleteArtifact(name);
    return null;
  } catch (error) {
    if (error instanceof Error && error.name === "ArtifactNotFoundError") return null;
    return messageOf(error);
  }
}
