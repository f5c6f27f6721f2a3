import { describe, expect, it } from 'vitest';
import { updateBlockers, updateTexts } from './update-gate.ts';

describe('app update gate (issue 5 §1)', () => {
  it('lets the update through when nothing is edited or being sent, even with changes waiting offline', () => {
    expect(updateBlockers({ dirtyForms: 0, inflight: 0, syncing: false })).toEqual([]);
  });

  it('holds the update while a form has unsaved input', () => {
    expect(updateBlockers({ dirtyForms: 2, inflight: 0, syncing: false })).toEqual([
      updateTexts.waitingForForms,
    ]);
  });

  it('holds the update while a change is in flight or the engine drains', () => {
    expect(updateBlockers({ dirtyForms: 0, inflight: 1, syncing: false })).toEqual([
      updateTexts.waitingForSync,
    ]);
    expect(updateBlockers({ dirtyForms: 1, inflight: 0, syncing: true })).toEqual([
      updateTexts.waitingForForms,
      updateTexts.waitingForSync,
    ]);
  });
});
