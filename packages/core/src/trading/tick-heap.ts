/**
 * An indexed binary min-heap ordered by (key, seq): integer tick keys, ties first-in first-out.
 * Every node knows its index, so removing any node is O(log n) without a search.
 */
export interface HeapNode {
  /** Integer ticks (a safe integer); smaller is nearer the top. */
  key: number;
  /** Insertion order, breaking ties between equal keys. */
  seq: number;
  /** Position in the heap's array; −1 once removed. */
  index: number;
}

export class TickHeap<N extends HeapNode> {
  private readonly nodes: N[] = [];

  get size(): number {
    return this.nodes.length;
  }

  peek(): N | undefined {
    return this.nodes[0];
  }

  push(node: N): void {
    node.index = this.nodes.length;
    this.nodes.push(node);
    this.up(node.index);
  }

  pop(): N | undefined {
    const top = this.nodes[0];
    if (top !== undefined) this.remove(top);
    return top;
  }

  /** Removes `node` (which must be in this heap). */
  remove(node: N): void {
    const index = node.index;
    const last = this.nodes.pop();
    node.index = -1;
    if (last === undefined || last === node) return;
    this.nodes[index] = last;
    last.index = index;
    this.down(index);
    this.up(last.index);
  }

  private less(a: N, b: N): boolean {
    return a.key < b.key || (a.key === b.key && a.seq < b.seq);
  }

  private place(node: N, index: number): void {
    this.nodes[index] = node;
    node.index = index;
  }

  private up(start: number): void {
    const node = this.nodes[start]!;
    let index = start;
    while (index > 0) {
      const parentIndex = (index - 1) >> 1;
      const parent = this.nodes[parentIndex]!;
      if (!this.less(node, parent)) break;
      this.place(parent, index);
      index = parentIndex;
    }
    this.place(node, index);
  }

  private down(start: number): void {
    const count = this.nodes.length;
    const node = this.nodes[start]!;
    let index = start;
    for (;;) {
      const left = 2 * index + 1;
      if (left >= count) break;
      const right = left + 1;
      let child = left;
      if (right < count && this.less(this.nodes[right]!, this.nodes[left]!)) child = right;
      const smaller = this.nodes[child]!;
      if (!this.less(smaller, node)) break;
      this.place(smaller, index);
      index = child;
    }
    this.place(node, index);
  }
}
