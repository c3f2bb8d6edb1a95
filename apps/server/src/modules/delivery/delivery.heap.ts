/**
 * A binary min-heap ordered by `key` (the settlement worker's expiries, epoch ms): push and pop in
 * O(log n), peek in O(1). Equal keys pop in no particular order.
 */
export class MinHeap<T> {
  private readonly items: T[] = [];

  constructor(private readonly key: (item: T) => number) {}

  get size(): number {
    return this.items.length;
  }

  peek(): T | undefined {
    return this.items[0];
  }

  push(item: T): void {
    const items = this.items;
    items.push(item);
    let i = items.length - 1;
    const k = this.key(item);
    while (i > 0) {
      const parent = (i - 1) >> 1;
      const above = items[parent] as T;
      if (this.key(above) <= k) break;
      items[i] = above;
      i = parent;
    }
    items[i] = item;
  }

  pop(): T | undefined {
    const items = this.items;
    const top = items[0];
    const last = items.pop();
    if (items.length === 0 || last === undefined) return top;
    const k = this.key(last);
    let i = 0;
    for (;;) {
      const left = 2 * i + 1;
      if (left >= items.length) break;
      const right = left + 1;
      const child =
        right < items.length && this.key(items[right] as T) < this.key(items[left] as T)
          ? right
          : left;
      const below = items[child] as T;
      if (this.key(below) >= k) break;
      items[i] = below;
      i = child;
    }
    items[i] = last;
    return top;
  }
}
