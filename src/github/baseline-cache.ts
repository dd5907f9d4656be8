/**
 * Baselines live in the Actions cache under a key per commit, never a fixed key (an entry is
 * immutable, so a fixed key would never refresh). Bump the version when the stored layout changes.
 */
export const CACHE_KEY_PREFIX = "modelgate-baseline-v1-";

export function cachePrefix(header: string): string {
  return `${CACHE_KEY_PREFIX}${header}-`;
}

export function cacheKey(header: string, sha: string): string {
  return `${cachePrefix(header)}${sha}`;
}

/**
 * Whether a restored key really belongs to `header`: a prefix restore for header `web` would also
 * match `web-api`'s entries, whose remainder is not a bare commit SHA.
 */
export function keyBelongsTo(key: string, header: string): boolean {
  const prefix = cachePrefix(header);
  return key.startsWith(prefix) && /^[0-9a-f]{40}([0-9a-f]{24})?$/.test(key.slice(prefix.length));
}

/** The cache operations the baseline store needs; tests inject their own. */
export interface CacheClient {
  available(): Promise<boolean>;
  /** Restores `paths`; returns the key that matched (exact first, then the restore prefixes). */
  restore(paths: string[], key: string, restoreKeys: string[]): Promise<string | undefined>;
  save(paths: string[], key: string): Promise<void>;
}

/**
 * The Actions cache through @actions/cache, loaded on first use: with it come the Azure storage
 * client and most of the bundle's bytes, which a step that never touches the cache does not parse.
 */
export function actionsCache(): CacheClient {
  const cache = () => import("@actions/cache");
  return {
    available: async () => (await cache()).isFeatureAvailable(),
    restore: async (paths, key, restoreKeys) => {
      const restoreCache = (await cache()).restoreCache;
      const failed = await watchStdout(/^::(?:warning|error)::Failed to restore: (.*)$/m, () =>
        restoreCache(paths, key, restoreKeys),
      );
      // restoreCache logs a failed request (a 503 of the cache service) and returns undefined, as
      // for a miss; that failure is not "no entry", the baseline may exist.
      if (failed.match !== null) throw new Error(unescapeCommand(failed.match[1]!));
      return failed.value;
    },
    // saveCache logs a failure ("Failed to save: Unable to reserve cache ...") and returns -1
    // instead of throwing: turn that into an error, so a failed save is never reported as saved.
    save: async (paths, key) => {
      const id = await (await cache()).saveCache(paths, key);
      if (id === -1) throw new Error(`the cache service did not save ${key} (see the warning above)`);
    },
  };
}

/**
 * Runs `work` and returns the first line it wrote to stdout that matches `pattern`: @actions/cache
 * reports a failed restore only through the warning it writes.
 */
async function watchStdout<T>(
  pattern: RegExp,
  work: () => Promise<T>,
): Promise<{ value: T; match: RegExpExecArray | null }> {
  const write = process.stdout.write;
  let match: RegExpExecArray | null = null;
  process.stdout.write = ((chunk: string | Uint8Array, ...rest: unknown[]) => {
    if (match === null && typeof chunk === "string") match = pattern.exec(chunk);
    return write.call(process.stdout, chunk, ...(rest as []));
  }) as typeof process.stdout.write;
  try {
    return { value: await work(), match };
  } finally {
    process.stdout.write = write;
  }
}

/** A workflow command's data as @actions/core escaped it. */
function unescapeCommand(data: string): string {
  return data.replace(/%0D/g, "\r").replace(/%0A/g, "\n").replace(/%25/g, "%");
}
