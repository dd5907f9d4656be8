/**
 * `target[key] = value`, except that a key named `__proto__` becomes an own data member: plain
 * assignment would replace the object's prototype instead (and drop the member).
 */
export function setOwn<T>(target: Record<string, T>, key: string, value: T): void {
  if (key === "__proto__") {
    Object.defineProperty(target, key, { value, enumerable: true, writable: true, configurable: true });
  } else {
    target[key] = value;
  }
}
