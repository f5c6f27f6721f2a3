import { describe, expect, it } from 'vitest';
import type { OutboxEntry } from './outbox-entry.ts';
import { dependenciesFor, findCoalescableCreate, planBatch, planDrain } from './outbox-order.ts';

type Row = Pick<
  OutboxEntry,
  'seq' | 'opId' | 'groupKey' | 'entityKey' | 'dependsOn' | 'status' | 'nextAttemptAt' | 'kind' | 'attempts'
>;

function op(seq: number, overrides: Partial<Row> = {}): Row {
  return {
    seq,
    opId: `op${seq}`,
    groupKey: 'vessel:a',
    entityKey: `vesselEvent:e${seq}`,
    dependsOn: [],
    status: 'pending',
    nextAttemptAt: 0,
    kind: 'create',
    attempts: 0,
    ...overrides,
  };
}

describe('planDrain', () => {
  it('I4 sends one op per group, the lowest sequence first', () => {
    const plan = planDrain([op(3), op(1), op(2), op(4, { groupKey: 'vessel:b' })], 0);
    expect(plan.send).toEqual(['op1', 'op4']);
  });

  it('I4 sends an event before its soundings: a dependant waits until its parent is acked', () => {
    const event = op(1, { status: 'inflight' });
    const sounding = op(2, { groupKey: 'vessel:a', dependsOn: ['op1'], entityKey: 'sounding:s1' });
    expect(planDrain([event, sounding], 0).send).toEqual([]);
    expect(planDrain([{ ...event, status: 'acked' }, sounding], 0).send).toEqual(['op2']);
  });

  it('I4 a dependency that is no longer in the outbox counts as acknowledged', () => {
    expect(planDrain([op(5, { dependsOn: ['pruned'] })], 0).send).toEqual(['op5']);
  });

  it('I5 a rejected op blocks its dependants but not the independent ops of its group', () => {
    const rejected = op(1, { status: 'rejected' });
    const dependant = op(2, { dependsOn: ['op1'] });
    const independent = op(3);
    const plan = planDrain([rejected, dependant, independent], 0);
    expect(plan.block).toEqual(['op2']);
    expect(plan.send).toEqual(['op3']);
  });

  it('I5 blocking is transitive: a dependant of a blocked op is blocked too', () => {
    const plan = planDrain(
      [
        op(1, { status: 'conflict' }),
        op(2, { status: 'blocked', dependsOn: ['op1'] }),
        op(3, { dependsOn: ['op2'] }),
      ],
      0,
    );
    expect(plan.block).toEqual(['op3']);
    expect(plan.send).toEqual([]);
  });

  it('I5 a blocked op is released once its dependency has been settled', () => {
    const plan = planDrain([op(1, { status: 'acked' }), op(2, { status: 'blocked', dependsOn: ['op1'] })], 0);
    expect(plan.unblock).toEqual(['op2']);
    expect(plan.send).toEqual(['op2']);
  });

  it('backs off: an op not yet due holds its group and reports when it is due', () => {
    const plan = planDrain(
      [op(1, { nextAttemptAt: 5_000 }), op(2), op(3, { groupKey: 'g2', nextAttemptAt: 9_000 })],
      1_000,
    );
    expect(plan.send).toEqual([]);
    expect(plan.nextDueAt).toBe(5_000);
  });

  it('a group waiting for a new sign-in does not send its later ops', () => {
    const plan = planDrain([op(1, { status: 'needsAuth' }), op(2)], 0);
    expect(plan.send).toEqual([]);
  });

  it('an op in flight holds its group so order is kept across retries', () => {
    expect(planDrain([op(1, { status: 'inflight' }), op(2)], 0).send).toEqual([]);
  });
});

describe('dependenciesFor', () => {
  it('I4 an update depends on the latest unacked op on the same entity and on its parent', () => {
    const entries = [
      op(1, { entityKey: 'vesselEvent:e1' }),
      op(2, { entityKey: 'vesselEvent:e1', kind: 'update' }),
      op(3, { entityKey: 'sounding:s1' }),
      op(4, { entityKey: 'vesselEvent:e2', status: 'acked' }),
    ];
    expect(dependenciesFor(entries, 'sounding:s1', ['vesselEvent:e1'])).toEqual(['op3', 'op2']);
    expect(dependenciesFor(entries, 'sounding:s9', ['vesselEvent:e2'])).toEqual([]);
  });
});

describe('findCoalescableCreate', () => {
  it('folds an edit only into a create that was never attempted', () => {
    const fresh = op(1, { entityKey: 'vesselEvent:x' });
    expect(findCoalescableCreate([fresh], 'vesselEvent:x')).toBe(fresh);
    expect(findCoalescableCreate([{ ...fresh, attempts: 1 }], 'vesselEvent:x')).toBeUndefined();
    expect(findCoalescableCreate([{ ...fresh, status: 'inflight' }], 'vesselEvent:x')).toBeUndefined();
  });
});

describe('planBatch', () => {
  it('I4 takes the ops of each group in outbox order while nothing before them is held', () => {
    const entries = [op(3), op(1), op(2), op(4, { groupKey: 'vessel:b' }), op(5)];
    expect(planBatch(entries, 0, 50)).toEqual(['op1', 'op2', 'op3', 'op4', 'op5']);
    expect(planBatch(entries, 0, 2)).toEqual(['op1', 'op2']);
  });

  it('I4 an event and its soundings go together: a dependency earlier in the batch counts as sent first', () => {
    const event = op(1);
    const soundings = [
      op(2, { dependsOn: ['op1'], entityKey: 'sounding:s1' }),
      op(3, { dependsOn: ['op1'], entityKey: 'sounding:s2' }),
    ];
    expect(planBatch([event, ...soundings], 0, 50)).toEqual(['op1', 'op2', 'op3']);
  });

  it('I4 never two ops on one record: the second waits for the answer of the first, and so does its group', () => {
    const create = op(1, { entityKey: 'vesselEvent:x' });
    const rename = op(2, { entityKey: 'vesselEvent:x', dependsOn: ['op1'], kind: 'update' });
    const other = op(3);
    const otherGroup = op(4, { groupKey: 'vessel:b' });
    expect(planBatch([create, rename, other, otherGroup], 0, 50)).toEqual(['op1', 'op4']);
  });

  it('I4 a group stops at an op in flight, waiting for sign-in, blocked, not yet due or after a stuck dependency', () => {
    for (const held of [
      op(1, { status: 'inflight' }),
      op(1, { status: 'needsAuth' }),
      op(1, { status: 'blocked' }),
      op(1, { nextAttemptAt: 10 }),
    ]) {
      expect(planBatch([held, op(2), op(3, { groupKey: 'vessel:b' })], 5, 50), held.status).toEqual(['op3']);
    }
    const rejected = op(1, { status: 'rejected' });
    const dependant = op(2, { dependsOn: ['op1'], entityKey: 'sounding:s1' });
    expect(planBatch([rejected, dependant, op(3)], 0, 50)).toEqual([]);
    // A rejected op without dependants does not hold its group (as planDrain).
    expect(planBatch([rejected, op(3)], 0, 50)).toEqual(['op3']);
  });

  it('I4 what a batch sends is what planDrain sends round after round when every answer is an ack', () => {
    const entries: Row[] = [
      op(1),
      op(2, { dependsOn: ['op1'], entityKey: 'sounding:s1' }),
      op(3, { groupKey: 'vessel:b' }),
      op(4, { groupKey: 'vessel:b', entityKey: 'vesselEvent:e3', dependsOn: ['op3'], kind: 'update' }),
      op(5),
    ];
    const rounds: string[] = [];
    let open = entries;
    for (let guard = 0; guard < 10; guard++) {
      const { send } = planDrain(open, 0);
      if (send.length === 0) break;
      rounds.push(...send);
      open = open.map((entry) => (send.includes(entry.opId) ? { ...entry, status: 'acked' } : entry));
    }
    const batch = planBatch(entries, 0, 50);
    // Same ops, each group in the same order; op4 waits for op3's answer (same record).
    expect(batch).toEqual(['op1', 'op2', 'op3', 'op5']);
    expect(rounds.filter((opId) => batch.includes(opId)).sort()).toEqual([...batch].sort());
  });
});
