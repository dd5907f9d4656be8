export interface PoolOptions<T> {
  /** Tasks in flight at once, over all groups. */
  concurrency: number;
  /** Which group an item belongs to (a run in matrix mode); all items are group 0 when absent. */
  group?: (item: T, index: number) => number;
  /** Per-group cap on tasks in flight (a config's own `concurrency`); uncapped when absent. */
  groupLimits?: readonly number[];
}

/**
 * Tasks finished synchronously in a row before the pool lets the event loop run (signals,
 * progress timers): a replay of a huge suite stays interruptible, a small one pays nothing.
 */
const SYNC_BURST = 256;

/**
 * Runs `worker` over `items` with exactly `concurrency` tasks in flight while startable work
 * remains. A finishing task starts the next one in its own continuation — no timer, no polling —
 * so there is no idle gap between a response and the next request. Items start in index order
 * (within the caps), which keeps one run's model busy before the next run's model is touched.
 * Results are stored by index: output order is input order whatever the completion order.
 *
 * A worker may return its value directly (a replayed execution has nothing to wait for): it is
 * then settled on the spot, without a promise or a microtask per item. Only a native Promise is
 * waited for.
 *
 * A worker should not reject; if one does, no further task starts and the pool rejects with
 * the first error once the tasks in flight have settled.
 */
export function runPool<T, R>(
  items: readonly T[],
  worker: (item: T, index: number) => R | Promise<R>,
  options: PoolOptions<T>,
): Promise<R[]> {
  const concurrency = Math.max(1, Math.floor(options.concurrency));
  const results = new Array<R>(items.length);
  const groupOf = options.group;
  const groups = new Array<number>(items.length);
  // One FIFO of item indices per group; the next task is the lowest index whose group has room.
  const queues = new Map<number, number[]>();
  for (let index = 0; index < items.length; index++) {
    const g = groupOf === undefined ? 0 : groupOf(items[index] as T, index);
    groups[index] = g;
    let queue = queues.get(g);
    if (queue === undefined) {
      queue = [];
      queues.set(g, queue);
    }
    queue.push(index);
  }
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
      let burst = 0;
      while (failure === null && inFlight < concurrency) {
        if (burst >= SYNC_BURST) {
          setImmediate(fill);
          return;
        }
        const index = next();
        if (index === undefined) break;
        if (start(index)) burst++;
      }
      finishIfDone();
    };

    /** Starts item `index`; true when it settled synchronously (the caller's loop goes on). */
    const start = (index: number): boolean => {
      inFlight++;
      const g = groups[index]!;
      let task: R | Promise<R>;
      try {
        task = worker(items[index] as T, index);
      } catch (error) {
        // Recorded at once, so the loop starting the next items stops here.
        failure ??= { error };
        release(g);
        return true;
      }
      // A native promise is waited for; any other value (a thenable too) is the result.
      if (!(task instanceof Promise)) {
        results[index] = task;
        release(g);
        return true;
      }
      task.then(
        (value) => {
          results[index] = value;
          release(g);
          fill();
        },
        (error: unknown) => {
          failure ??= { error };
          release(g);
          fill();
        },
      );
      return false;
    };

    const release = (g: number): void => {
      inFlight--;
      settled++;
      running.set(g, (running.get(g) ?? 1) - 1);
    };

    fill();
  });
}
