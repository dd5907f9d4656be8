import type { DefaultArtifactClient } from "@actions/artifact";
import type { Repo } from "./context.js";

export interface ArtifactRef {
  id: number;
  name: string;
}

/** Artifact operations the Action needs; tests inject their own. */
export interface ArtifactClient {
  /** Uploads `files` (absolute paths under `rootDir`) as artifact `name` of this run. */
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
      await client.uploadArtifact(name, files, rootDir, { retentionDays: 90 });
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
