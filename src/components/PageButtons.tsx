import { PaginationItem, Stack } from '@mui/material';
import { useTranslate } from 'react-admin';

export type PageItem = number | 'gap';

/**
 * The page buttons of doc2 §9: every page when there are 7 or fewer; otherwise the first, the last and those within 2
 * of the current one, with a gap (ellipsis) where pages are left out.
 */
export function pageItems(current: number, last: number): PageItem[] {
  if (last <= 7) return Array.from({ length: last }, (_, i) => i + 1);
  const shown = [...new Set([1, ...[-2, -1, 0, 1, 2].map((step) => current + step), last])]
    .filter((page) => page >= 1 && page <= last)
    .sort((a, b) => a - b);
  return shown.flatMap((page, i) => (i > 0 && page - shown[i - 1] > 1 ? ['gap' as const, page] : [page]));
}

interface PageButtonsProps {
  page: number;
  lastPage: number;
  onChange(page: number): void;
}

/** Numbered page buttons with previous and next, as pageItems lays them out. */
export const PageButtons = ({ page, lastPage, onChange }: PageButtonsProps) => {
  const translate = useTranslate();
  if (lastPage <= 1) return null;
  const items = pageItems(page, lastPage);
  return (
    <Stack direction="row" component="nav" aria-label={translate('shell.pagination')} sx={{ flexWrap: 'wrap' }}>
      <PaginationItem type="previous" size="small" aria-label={translate('ra.navigation.previous')} disabled={page <= 1} onClick={() => onChange(page - 1)} />
      {items.map((item, i) =>
        item === 'gap' ? (
          <PaginationItem key={`gap-${i}`} type="start-ellipsis" size="small" />
        ) : (
          <PaginationItem key={item} page={item} size="small" selected={item === page} onClick={() => onChange(item)} />
        ),
      )}
      <PaginationItem type="next" size="small" aria-label={translate('ra.navigation.next')} disabled={page >= lastPage} onClick={() => onChange(page + 1)} />
    </Stack>
  );
};
