import { describe, expect, it } from 'vitest';
import {
  nextSortState,
  parseSortState,
  readSortPreference,
  sortRows,
  writeSortPreference,
} from './sort-preference.ts';

type Row = { name: string; count: number | null };
const rows: Row[] = [
  { name: 'bravo', count: 2 },
  { name: 'Alpha', count: null },
  { name: 'charlie', count: 10 },
];
const accessors = { name: (row: Row) => row.name, count: (row: Row) => row.count };
const keys = ['name', 'count'] as const;

describe('sort preference', () => {
  it('ADMIN-030 sorts strings ignoring case and flips the direction on the same column', () => {
    expect(sortRows(rows, { key: 'name', direction: 'asc' }, accessors).map((r) => r.name)).toEqual([
      'Alpha',
      'bravo',
      'charlie',
    ]);
    expect(nextSortState({ key: 'name', direction: 'asc' }, 'name')).toEqual({
      key: 'name',
      direction: 'desc',
    });
    expect(nextSortState({ key: 'name', direction: 'desc' }, 'count')).toEqual({
      key: 'count',
      direction: 'asc',
    });
  });

  it('sorts numbers by value and keeps missing values last in both directions', () => {
    expect(sortRows(rows, { key: 'count', direction: 'asc' }, accessors).map((r) => r.count)).toEqual([
      2,
      10,
      null,
    ]);
    expect(sortRows(rows, { key: 'count', direction: 'desc' }, accessors).map((r) => r.count)).toEqual([
      10,
      2,
      null,
    ]);
  });

  it('ADMIN-147 an unexpected sort column or direction throws', () => {
    expect(() => sortRows(rows, { key: 'title' as 'name', direction: 'asc' }, accessors)).toThrow(
      /Unexpected sort/,
    );
    expect(() => sortRows(rows, { key: 'name', direction: 'up' as 'asc' }, accessors)).toThrow(
      /Unexpected sort/,
    );
  });

  it('ADMIN-030 ADMIN-186 reads back what it wrote, and ignores a cookie naming an unknown column', () => {
    const fallback = { key: 'name', direction: 'asc' } as const;
    expect(readSortPreference('test_sort', keys, fallback)).toEqual(fallback);
    writeSortPreference('test_sort', { key: 'count', direction: 'desc' });
    expect(readSortPreference('test_sort', keys, fallback)).toEqual({ key: 'count', direction: 'desc' });
    expect(parseSortState('email:asc', keys)).toBeNull();
    expect(parseSortState('name:sideways', keys)).toBeNull();
  });
});
