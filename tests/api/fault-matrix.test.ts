import { describe, expect, it } from 'vitest';
import { faultMatrix, faults, firstRows, rows } from './fault-matrix-rows.ts';

/**
 * The fault matrix (issue 27), generated from the table in fault-matrix-rows.ts: this file runs
 * its first rows, fault-matrix-more.test.ts the others, so vitest's two workers share it.
 */
faultMatrix(true);

describe('the table', () => {
  it('has a cell for each fault in every row, names a reason for every absent cell, and runs every row', () => {
    for (const row of rows) {
      expect(Object.keys(row.cells).sort()).toEqual(Object.keys(faults).sort());
      for (const cell of Object.values(row.cells)) if (typeof cell !== 'function') expect(cell.absent.length).toBeGreaterThan(20);
    }
    expect(firstRows.every((path) => rows.some((row) => row.path === path))).toBe(true);
  });
});
