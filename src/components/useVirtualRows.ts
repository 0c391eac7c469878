import { useWindowVirtualizer } from '@tanstack/react-virtual';
import { useLayoutEffect, useRef, useState } from 'react';

/** From this many rows on, only the rows near the window are rendered, so a page of 1000 shows at once. */
export const VIRTUAL_FROM = 100;

/**
 * The rows of a long list to render, with the space to leave before and after them (the page scrolls as if
 * every row were there); a shorter list renders whole. Rows pass `measure` as their ref, with `data-index`.
 */
export function useVirtualRows(count: number, estimatedHeight: number) {
  const listRef = useRef<HTMLDivElement>(null);
  const virtual = count >= VIRTUAL_FROM;
  const [scrollMargin, setScrollMargin] = useState(0);
  useLayoutEffect(() => {
    if (virtual && listRef.current) setScrollMargin(listRef.current.getBoundingClientRect().top + window.scrollY);
  }, [virtual]);
  // Disabled below VIRTUAL_FROM: an enabled virtualizer reads window.scrollY while the rows render, a forced layout of
  // the whole page (20 ms of a list's first draw).
  const virtualizer = useWindowVirtualizer({ count: virtual ? count : 0, enabled: virtual, estimateSize: () => estimatedHeight, overscan: 8, scrollMargin });
  if (!virtual) return { listRef, indexes: Array.from({ length: count }, (_, index) => index), before: 0, after: 0 };
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
