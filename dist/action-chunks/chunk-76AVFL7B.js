import { createRequire as __modelgateCreateRequire } from 'node:module'; const require = __modelgateCreateRequire(import.meta.url);

// src/core/run/abort-fanout.ts
var waiting = /* @__PURE__ */ new WeakMap();
function onAbort(signal, callback) {
  let entry = waiting.get(signal);
  if (entry === void 0) {
    const callbacks2 = /* @__PURE__ */ new Set();
    const listener2 = () => {
      waiting.delete(signal);
      for (const waiter of [...callbacks2]) waiter();
    };
    entry = { callbacks: callbacks2, listener: listener2 };
    waiting.set(signal, entry);
    signal.addEventListener("abort", listener2, { once: true });
  }
  const { callbacks, listener } = entry;
  const subscription = () => callback();
  callbacks.add(subscription);
  return () => {
    if (!callbacks.delete(subscription) || callbacks.size > 0) return;
    if (waiting.get(signal)?.callbacks === callbacks) waiting.delete(signal);
    signal.removeEventListener("abort", listener);
  };
}

export {
  onAbort
};
