// A schema built on its first use rather than when its module is evaluated. The contract has
// about 80 schemas (several hundred zod instances, each with its own methods) and the PWA's
// start needs a handful: built at import they were one long task on a phone (55-250 ms with the
// CPU 4x slower); built on first use, each response's schema is made in the task that reads it.

/**
 * A stand-in for the schema `build` makes, forwarding everything to it (built once, at the
 * first property read: a parse, a composition into another schema, a `.shape`).
 */
export function lazySchema<T extends object>(build: () => T): T {
  let built: T | undefined;
  const schema = (): T => (built ??= build());
  return new Proxy({} as T, {
    get: (_, key) => Reflect.get(schema(), key),
    set: (_, key, value) => Reflect.set(schema(), key, value),
    has: (_, key) => Reflect.has(schema(), key),
    ownKeys: () => Reflect.ownKeys(schema()),
    getOwnPropertyDescriptor: (_, key) => {
      const descriptor = Reflect.getOwnPropertyDescriptor(schema(), key);
      // The proxy's own target is an empty object: a property it lacks may not be reported
      // as non-configurable.
      return descriptor && { ...descriptor, configurable: true };
    },
    defineProperty: (_, key, descriptor) => Reflect.defineProperty(schema(), key, descriptor),
    deleteProperty: (_, key) => Reflect.deleteProperty(schema(), key),
    getPrototypeOf: () => Reflect.getPrototypeOf(schema()),
  });
}
