import { stat } from "node:fs/promises";

/** What a user's path names, asked without throwing: a missing path is simply `false`. */
async function statOrNull(path: string) {
  try {
    return await stat(path);
  } catch {
    return null;
  }
}

export async function pathExists(path: string): Promise<boolean> {
  return (await statOrNull(path)) !== null;
}

export async function isFile(path: string): Promise<boolean> {
  return (await statOrNull(path))?.isFile() === true;
}

export async function isFolder(path: string): Promise<boolean> {
  return (await statOrNull(path))?.isDirectory() === true;
}

/** What a path names, for a message that says which of the two was expected. */
export async function fileKind(path: string): Promise<"file" | "folder" | "missing" | "other"> {
  const s = await statOrNull(path);
  if (s === null) return "missing";
  return s.isDirectory() ? "folder" : s.isFile() ? "file" : "other";
}
