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
