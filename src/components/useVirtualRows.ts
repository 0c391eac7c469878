import { useWindowVirtualizer } from '@tanstack/react-virtual';
import { useLayoutEffect, useRef, useState } from 'react';
import type { RowWindow } from './TableRows';

/**
 * The rows of a long list to render, with the space to leave before and after them (the page scrolls as if every
 * row were there). Rows pass `measure` as their ref, with `data-index`.
 */
export function useVirtualRows(count: number, estimatedHeight: number): RowWindow {
  const listRef = useRef<HTMLDivElement>(null);
  const [scrollMargin, setScrollMargin] = useState(0);
  useLayoutEffect(() => {
    if (listRef.current) setScrollMargin(listRef.current.getBoundingClientRect().top + window.scrollY);
  }, []);
  const virtualizer = useWindowVirtualizer({ count, estimateSize: () => estimatedHeight, overscan: 8, scrollMargin });
  const items = virtualizer.getVirtualItems();
  const last = items.at(-1);
  return {
    listRef,
    indexes: items.map((item) => item.index),
    before: items.length ? items[0].start - scrollMargin : 0,
    after: last ? virtualizer.getTotalSize() - (last.end - scrollMargin) : 0,
    measure: virtualizer.measureElement,
  };
}
