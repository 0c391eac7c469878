import { Box, Button, Paper, Stack, Tab, Tabs, Typography, useMediaQuery, type Theme } from '@mui/material';
import { useEffect, useState } from 'react';
import { Title, useTranslate } from 'react-admin';
import { RENEWAL_PAGE_SIZE, RENEWAL_STATUSES, type RenewalCounts, type RenewalStatus } from '../../../common/renewals';
import type { RenewalRow } from '../../dataProvider/renewals';
import { useFormat } from '../../format';
import { useDocumentTitle } from '../../layout/useDocumentTitle';
import { RenewalCard } from './RenewalCard';
import { AssignDialog } from './RenewalDialogs';
import { RenewalFilters } from './RenewalFilters';
import { useBoardAddress, useRenewalColumn, type RenewalFilterValues } from './useRenewals';

interface Selection {
  selected: Map<number, RenewalRow>;
  toggle: (renewal: RenewalRow, on: boolean) => void;
}

interface ColumnCounts {
  counts: RenewalCounts;
  capped: RenewalStatus[];
}

/** One status's renewals as a list of cards, and while more match, how many are shown and a button to load the next page. */
const StatusCards = ({ status, filters, selection, onCounts }: { status: RenewalStatus; filters: RenewalFilterValues; selection: Selection; onCounts?: (counts: ColumnCounts) => void }) => {
  const translate = useTranslate();
  const format = useFormat();
  const { rows, total, counts, capped, isPending, hasMore, loadMore, isLoadingMore } = useRenewalColumn(status, filters);
  useEffect(() => {
    if (counts && onCounts) onCounts({ counts, capped });
  }, [counts, capped, onCounts]);
  return (
    <Stack spacing={1}>
      {!isPending && rows.length === 0 && (
        <Typography variant="body2" color="text.secondary" sx={{ p: 1 }}>
          {translate('renewals.empty')}
        </Typography>
      )}
      {rows.map((renewal) => (
        <RenewalCard key={renewal.id} renewal={renewal} selected={selection.selected.has(renewal.id)} onSelect={(on) => selection.toggle(renewal, on)} />
      ))}
      {hasMore && (
        <Stack spacing={0.5} sx={{ alignItems: 'center' }}>
          <Typography variant="caption" color="text.secondary">
            {translate('renewals.more', { shown: format.number(rows.length), total: `${format.number(total)}${capped.includes(status) ? '+' : ''}` })}
          </Typography>
          <Button size="small" variant="outlined" disabled={isLoadingMore} onClick={loadMore}>
            {translate('renewals.load_more', { smart_count: Math.min(RENEWAL_PAGE_SIZE, total - rows.length) })}
          </Button>
        </Stack>
      )}
    </Stack>
  );
};

const columnLabel = (translate: ReturnType<typeof useTranslate>, number: (n: number) => string, status: RenewalStatus, counts?: ColumnCounts) =>
  translate('renewals.column', {
    status: translate(`renewals.statuses.${status}`),
    count: counts ? `${number(counts.counts[status])}${counts.capped.includes(status) ? '+' : ''}` : '…',
  });

/**
 * /renewals (admins and managers): on a desk a board with a column per status and its count; on a phone the statuses
 * as tabs over a list of cards. Cards can be selected and assigned together.
 */
export const RenewalBoard = () => {
  const translate = useTranslate();
  const format = useFormat();
  const phone = useMediaQuery((theme: Theme) => theme.breakpoints.down('md'));
  const { filters, setFilters, tab, setTab } = useBoardAddress();
  const [counts, setCounts] = useState<ColumnCounts>();
  const [selected, setSelected] = useState(new Map<number, RenewalRow>());
  const [assigning, setAssigning] = useState(false);
  useDocumentTitle(translate('renewals.title'));
  const selection: Selection = {
    selected,
    toggle: (renewal, on) =>
      setSelected((current) => {
        const next = new Map(current);
        if (on) next.set(renewal.id, renewal);
        else next.delete(renewal.id);
        return next;
      }),
  };
  const keepCounts = (next: ColumnCounts) => {
    if (JSON.stringify(next) !== JSON.stringify(counts)) setCounts(next);
  };
  const label = (status: RenewalStatus) => columnLabel(translate, format.number, status, counts);

  return (
    <Box>
      <Title title="renewals.title" />
      <RenewalFilters value={filters} onChange={setFilters} />
      {selected.size > 0 && (
        <Stack direction="row" spacing={1} sx={{ mb: 2 }}>
          <Button variant="contained" onClick={() => setAssigning(true)}>
            {translate('renewals.actions.assign_selected', { smart_count: selected.size })}
          </Button>
          <Button onClick={() => setSelected(new Map())}>{translate('renewals.actions.clear_selection')}</Button>
        </Stack>
      )}
      {phone ? (
        <>
          <Tabs value={tab} onChange={(_, next: RenewalStatus) => setTab(next)} variant="scrollable" allowScrollButtonsMobile sx={{ mb: 1 }}>
            {RENEWAL_STATUSES.map((status) => (
              <Tab key={status} value={status} label={label(status)} />
            ))}
          </Tabs>
          <StatusCards status={tab} filters={filters} selection={selection} onCounts={keepCounts} />
        </>
      ) : (
        <Box sx={{ display: 'grid', gridTemplateColumns: 'repeat(4, minmax(0, 1fr))', gap: 2, alignItems: 'start' }}>
          {RENEWAL_STATUSES.map((status) => (
            <Paper key={status} component="section" aria-label={label(status)} variant="outlined" sx={{ p: 1, bgcolor: 'grey.50' }}>
              <Typography variant="subtitle1" component="h2" sx={{ mb: 1, fontWeight: 600 }}>
                {label(status)}
              </Typography>
              <StatusCards status={status} filters={filters} selection={selection} onCounts={status === 'due' ? keepCounts : undefined} />
            </Paper>
          ))}
        </Box>
      )}
      {assigning && <AssignDialog renewals={[...selected.values()]} onClose={() => setAssigning(false)} onAssigned={() => setSelected(new Map())} />}
    </Box>
  );
};
