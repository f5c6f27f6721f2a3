// Which forms of this tab hold unsaved input (issue 5 §1: an app update is applied only when no
// form is being edited). Forms register with `useDirtyForm(isDirty)`; the update prompt reads the
// count and waits while it is above zero.
import { useEffect, useSyncExternalStore } from 'react';

const dirty = new Set<symbol>();
const listeners = new Set<() => void>();

function notify(): void {
  for (const listener of listeners) listener();
}

export function markDirty(token: symbol, isDirty: boolean): void {
  const had = dirty.has(token);
  if (isDirty && !had) dirty.add(token);
  else if (!isDirty && had) dirty.delete(token);
  else return;
  notify();
}

export function dirtyFormCount(): number {
  return dirty.size;
}

export function subscribeDirtyForms(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Registers the calling form while `isDirty` is true (and forgets it when it unmounts). */
export function useDirtyForm(isDirty: boolean): void {
  useEffect(() => {
    const token = Symbol('form');
    markDirty(token, isDirty);
    return () => markDirty(token, false);
  }, [isDirty]);
}

/** The number of forms of this tab with unsaved input, live. */
export function useDirtyFormCount(): number {
  return useSyncExternalStore(subscribeDirtyForms, dirtyFormCount, dirtyFormCount);
}
