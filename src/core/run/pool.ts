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

/** One group's items in start order, how many of them started and run, and its cap. */
interface Lane {
  queue: number[];
  head: number;
  running: number;
  limit: number;
}

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
  // One FIFO of item indices per group; the next task is the lowest index whose group has room.
  const byId = new Map<number, Lane>();
  const lanes: Lane[] = [];
  const laneOf = new Array<Lane>(items.length);
  for (let index = 0; index < items.length; index++) {
    const g = groupOf === undefined ? 0 : groupOf(items[index] as T, index);
    let lane = byId.get(g);
    if (lane === undefined) {
      lane = { queue: [], head: 0, running: 0, limit: options.groupLimits?.[g] ?? Number.POSITIVE_INFINITY };
      byId.set(g, lane);
      lanes.push(lane);
    }
    laneOf[index] = lane;
    lane.queue.push(index);
  }
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
      let best: Lane | undefined;
      let bestIndex = Number.POSITIVE_INFINITY;
      for (let l = 0; l < lanes.length; l++) {
        const lane = lanes[l]!;
        if (lane.head >= lane.queue.length || lane.running >= lane.limit) continue;
        const index = lane.queue[lane.head]!;
        if (index < bestIndex) {
          bestIndex = index;
          best = lane;
        }
      }
      if (best === undefined) return undefined;
      best.head++;
      best.running++;
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
      const lane = laneOf[index]!;
      let task: R | Promise<R>;
      try {
        task = worker(items[index] as T, index);
      } catch (error) {
        // Recorded at once, so the loop starting the next items stops here.
        failure ??= { error };
        release(lane);
        return true;
      }
      // A native promise is waited for; any other value (a thenable too) is the result.
      if (!(task instanceof Promise)) {
        results[index] = task;
        release(lane);
        return true;
      }
      task.then(
        (value) => {
          results[index] = value;
          release(lane);
          fill();
        },
        (error: unknown) => {
          failure ??= { error };
          release(lane);
          fill();
        },
      );
      return false;
    };

    const release = (lane: Lane): void => {
      inFlight--;
      settled++;
      lane.running--;
    };

    fill();
  });
}
