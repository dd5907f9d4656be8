export interface PoolOptions<T> {
  /** Tasks in flight at once, over all groups. */
  concurrency: number;
  /** Which group an item belongs to (a run in matrix mode); all items are group 0 when absent. */
  group?: (item: T, index: number) => number;
  /** Per-group cap on tasks in flight (a config's own `concurrency`); uncapped when absent. */
  groupLimits?: readonly number[];
}

/**
 * Runs `worker` over `items` with exactly `concurrency` tasks in flight while startable work
 * remains. A finishing task starts the next one in its own continuation — no timer, no polling —
 * so there is no idle gap between a response and the next request. Items start in index order
 * (within the caps), which keeps one run's model busy before the next run's model is touched.
 * Results are stored by index: output order is input order whatever the completion order.
 *
 * A worker should not reject; if one does, no further task starts and the pool rejects with
 * the first error once the tasks in flight have settled.
 */
export function runPool<T, R>(
  items: readonly T[],
  worker: (item: T, index: number) => Promise<R>,
  options: PoolOptions<T>,
): Promise<R[]> {
  const concurrency = Math.max(1, Math.floor(options.concurrency));
  const results = new Array<R>(items.length);
  // One FIFO of item indices per group; the next task is the lowest index whose group has room.
  const queues = new Map<number, number[]>();
  items.forEach((item, index) => {
    const g = options.group?.(item, index) ?? 0;
    let queue = queues.get(g);
    if (queue === undefined) {
      queue = [];
      queues.set(g, queue);
    }
    queue.push(index);
  });
  const heads = new Map<number, number>();
  const running = new Map<number, number>();
  let inFlight = 0;
  let settled = 0;
  let failure: { error: unknown } | null = null;

  return new Promise<R[]>((resolve, reject) => {
    const finishIfDone = (): boolean => {
      if (inFlight > 0) return false;
      if (failure !== null) {
        reject(failure.error);
        return true;
      }
      if (settled === items.length) {
        resolve(results);
        return true;
      }
      return false;
    };

    const next = (): number | undefined => {
      let bestGroup: number | undefined;
      let bestIndex = Number.POSITIVE_INFINITY;
      for (const [g, queue] of queues) {
        const head = heads.get(g) ?? 0;
        if (head >= queue.length) continue;
        const limit = options.groupLimits?.[g] ?? Number.POSITIVE_INFINITY;
        if ((running.get(g) ?? 0) >= limit) continue;
        const index = queue[head]!;
        if (index < bestIndex) {
          bestIndex = index;
          bestGroup = g;
        }
      }
      if (bestGroup === undefined) return undefined;
      heads.set(bestGroup, (heads.get(bestGroup) ?? 0) + 1);
      running.set(bestGroup, (running.get(bestGroup) ?? 0) + 1);
      return bestIndex;
    };

    const fill = (): void => {
      while (failure === null && inFlight < concurrency) {
        const index = next();
        if (index === undefined) break;
        start(index);
      }
      finishIfDone();
    };

    const start = (index: number): void => {
      inFlight++;
      const item = items[index] as T;
      const g = options.group?.(item, index) ?? 0;
      let task: Promise<R>;
      try {
        task = worker(item, index);
      } catch (error) {
        task = Promise.reject(error);
      }
      task.then(
        (value) => {
          results[index] = value;
          settle(g);
        },
        (error: unknown) => {
          failure ??= { error };
          settle(g);
        },
      );
    };

    const settle = (g: number): void => {
      inFlight--;
      settled++;
      running.set(g, (running.get(g) ?? 1) - 1);
      fill();
    };

    fill();
  });
}
