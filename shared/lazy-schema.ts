/**
 * A zod schema built on first use. Building schemas as modules load was ≈16% of the packed CLI's
 * start-up before its first request (zod's constructors run cold, dozens of schemas deep), although a
 * lookup only needs the answer's schemas when the answer arrives. `lazySchema(() => z.object(…))`
 * has the schema's own type — `z.infer<typeof x>` and every call (`x.parse`, `x.shape`, `x.extend`,
 * nesting it in another schema) are unchanged — and builds it the first time anything reads it.
 */

/** How many lazy schemas have been built in this process: for the test that keeps start-up free of them. */
let built = 0;

/** The number of {@link lazySchema}s built so far. */
export const lazySchemasBuilt = (): number => built;

/**
 * `build()`'s value, made when first read. A Proxy forwards every read to it, with the schema itself as
 * `this` (zod's methods and getters close over the real instance, so identity inside zod is kept).
 */
export function lazySchema<T extends object>(build: () => T): T {
  let value: T | undefined;
  const real = (): T => {
    if (value === undefined) {
      value = build();
      built++;
    }
    return value;
  };
  // The target is only a placeholder; an extensible one lets each trap report the real schema's answer.
  return new Proxy({} as T, {
    get: (_, key) => Reflect.get(real(), key),
    set: (_, key, next) => Reflect.set(real(), key, next),
    has: (_, key) => Reflect.has(real(), key),
    ownKeys: () => Reflect.ownKeys(real()),
    getOwnPropertyDescriptor: (_, key) => {
      const descriptor = Reflect.getOwnPropertyDescriptor(real(), key);
      // A non-configurable property the placeholder lacks may not be reported (a Proxy invariant).
      return descriptor && { ...descriptor, configurable: true };
    },
    defineProperty: (_, key, descriptor) => Reflect.defineProperty(real(), key, descriptor),
    deleteProperty: (_, key) => Reflect.deleteProperty(real(), key),
    getPrototypeOf: () => Reflect.getPrototypeOf(real()),
  });
}
