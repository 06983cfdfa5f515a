/**
 * A Map that keeps only its `max` most recently set keys. For caches keyed by something a
 * request chooses (the origin from its Host header, an email typed in a form), which must not
 * grow without bound.
 */
export class BoundedMap<K, V> extends Map<K, V> {
  constructor(private readonly max: number) {
    super();
  }

  override set(key: K, value: V): this {
    super.delete(key);
    super.set(key, value);
    if (this.size > this.max) this.delete(this.keys().next().value as K);
    return this;
  }
}
