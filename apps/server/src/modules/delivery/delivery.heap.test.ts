import { describe, expect, it } from 'vitest';
import { MinHeap } from './delivery.heap';

describe('MinHeap', () => {
  it('pops in key order whatever the push order', () => {
    const heap = new MinHeap<number>((n) => n);
    for (const n of [50, 10, 40, 10, 30, 20, 60, 0]) heap.push(n);
    expect(heap.size).toBe(8);
    expect(heap.peek()).toBe(0);
    const out: number[] = [];
    for (let n = heap.pop(); n !== undefined; n = heap.pop()) out.push(n);
    expect(out).toEqual([0, 10, 10, 20, 30, 40, 50, 60]);
    expect(heap.size).toBe(0);
  });
});
