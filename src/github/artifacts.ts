import { DefaultArtifactClient } from "@actions/artifact";
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

export function actionsArtifacts(repo: Repo, token: string): ArtifactClient {
  const client = new DefaultArtifactClient();
  return {
    upload: async (name, files, rootDir) => {
      await client.uploadArtifact(name, files, rootDir, { retentionDays: 90 });
    },
    listCurrentRun: async () => {
      const { artifacts } = await client.listArtifacts({ latest: true });
      return artifacts.map((a) => ({ id: a.id, name: a.name }));
    },
    downloadCurrentRun: async (id, dir) => {
      await client.downloadArtifact(id, { path: dir });
    },
    downloadFromRun: async (id, runId, dir) => {
      await client.downloadArtifact(id, {
        path: dir,
        findBy: { token, workflowRunId: runId, repositoryOwner: repo.owner, repositoryName: repo.repo },
      });
    },
  };
}
