import { describe, expect, it } from 'vitest';
import { auditChanges } from './audit-changes';

describe('auditChanges: an audit row as the fields that changed', () => {
  it.each([
    [
      'a decision: only the fields that differ, in before’s order',
      { id: 7, status: 'pending', reason: null, reviewed_at: null },
      { id: 7, status: 'rejected', reason: 'Blurred', reviewed_at: '2026-11-22T10:00:00.000Z' },
      [
        { field: 'status', before: 'pending', after: 'rejected' },
        { field: 'reason', before: '—', after: 'Blurred' },
        { field: 'reviewed_at', before: '—', after: '2026-11-22T10:00:00.000Z' },
      ],
    ],
    [
      'a new thing: every field of after, nested ones by their path',
      null,
      { viewed: 'id_number', limits: { min: '1', max: '5' }, on: true },
      [
        { field: 'viewed', before: '—', after: 'id_number' },
        { field: 'limits.min', before: '—', after: '1' },
        { field: 'limits.max', before: '—', after: '5' },
        { field: 'on', before: '—', after: 'true' },
      ],
    ],
    [
      'arrays are one value; a field only before is shown removed',
      { roles: ['support'], note: 'x', count: 0 },
      { roles: ['support', 'finance'], count: 0 },
      [
        { field: 'roles', before: '["support"]', after: '["support","finance"]' },
        { field: 'note', before: 'x', after: '—' },
      ],
    ],
    ['nothing changed: no rows', { a: '1' }, { a: '1' }, []],
    [
      'an empty text is told apart from none',
      { a: '' },
      { a: null },
      [{ field: 'a', before: '""', after: '—' }],
    ],
  ])('%s', (_, before, after, expected) => {
    expect(auditChanges(before, after)).toEqual(expected);
  });
});
