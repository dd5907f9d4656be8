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
    restore: async (paths, key, restoreKeys) => (await cache()).restoreCache(paths, key, restoreKeys),
    // saveCache logs a failure ("Failed to save: Unable to reserve cache ...") and returns -1
    // instead of throwing: turn that into an error, so a failed save is never reported as saved.
    save: async (paths, key) => {
      const id = await (await cache()).saveCache(paths, key);
      if (id === -1) throw new Error(`the cache service did not save ${key} (see the warning above)`);
    },
  };
}
