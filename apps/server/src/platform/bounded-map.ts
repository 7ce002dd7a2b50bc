/**
 * A memo that never grows past `limit` entries: when it is full, the next new entry starts it afresh. The memos
 * that use it hold answers that are cheap to recompute and asked again and again (the same few paths, headers,
 * tokens, statements), so forgetting them all at once now and then costs less than tracking which is oldest.
 */
export class BoundedMap<K, V> extends Map<K, V> {
  constructor(private readonly limit: number) {
    super()
  }

  override set(key: K, value: V): this {
    if (this.size >= this.limit && !this.has(key)) this.clear()
    return super.set(key, value)
  }
}
