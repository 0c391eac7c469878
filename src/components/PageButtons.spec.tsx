import { describe, expect, it } from 'vitest';
import { pageItems } from './PageButtons';

describe('page buttons (doc2 §9)', () => {
  it('shows every page when there are 7 or fewer', () => {
    expect(pageItems(1, 1)).toEqual([1]);
    expect(pageItems(4, 7)).toEqual([1, 2, 3, 4, 5, 6, 7]);
  });

  it('otherwise shows the first, the last and the pages within 2 of the current one, with gaps', () => {
    expect(pageItems(1, 8)).toEqual([1, 2, 3, 'gap', 8]);
    expect(pageItems(6, 12)).toEqual([1, 'gap', 4, 5, 6, 7, 8, 'gap', 12]);
    expect(pageItems(4, 12)).toEqual([1, 2, 3, 4, 5, 6, 'gap', 12]);
    expect(pageItems(12, 12)).toEqual([1, 'gap', 10, 11, 12]);
  });
});
