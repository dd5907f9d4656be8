/** The callbacks waiting on each signal, behind the one listener that signal holds meanwhile. */
const waiting = new WeakMap<AbortSignal, { callbacks: Set<() => void>; listener: () => void }>();

/**
 * Calls `callback` once when `signal` aborts; the returned function unsubscribes. However many
 * subscribe at once (64 calls in flight, each MCP request of a run), the signal holds a single
 * abort listener, removed with the last subscription: one listener each would pass Node's limit
 * of 10 and print a `MaxListenersExceededWarning` into the user's CI log. The caller checks
 * `signal.aborted` first: a signal that has already aborted fires no more.
 */
export function onAbort(signal: AbortSignal, callback: () => void): () => void {
  let entry = waiting.get(signal);
  if (entry === undefined) {
    const callbacks = new Set<() => void>();
    const listener = (): void => {
      waiting.delete(signal);
      for (const waiter of [...callbacks]) waiter();
    };
    entry = { callbacks, listener };
    waiting.set(signal, entry);
    signal.addEventListener("abort", listener, { once: true });
  }
  const { callbacks, listener } = entry;
  // A wrapper per subscription: the same callback may subscribe twice and unsubscribe once.
  const subscription = (): void => callback();
  callbacks.add(subscription);
  return () => {
    if (!callbacks.delete(subscription) || callbacks.size > 0) return;
    if (waiting.get(signal)?.callbacks === callbacks) waiting.delete(signal);
    signal.removeEventListener("abort", listener);
  };
}
