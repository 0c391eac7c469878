import { Box, TextField } from '@mui/material';
import { useEffect, useState, type FormEvent } from 'react';
import { useListContext, useTranslate } from 'react-admin';
import { CITIZEN_PAGE_SIZES, DEFAULT_PAGE_SIZE } from '../../../common/options';
import { PageSizeAndButtons } from '../../components/ListFilterControls';

/** Search box (q), mobile box and page size; the filters apply on Search (or Enter), Reset clears them. */
export const CitizenListFilters = () => {
  const translate = useTranslate();
  const { filterValues, setFilters, setPerPage } = useListContext();
  const [q, setQ] = useState<string>(filterValues.q ?? '');
  const [mobile, setMobile] = useState<string>(filterValues.mobile ?? '');

  // Back/forward and bookmarks change the URL's filters: show them.
  useEffect(() => {
    setQ(filterValues.q ?? '');
    setMobile(filterValues.mobile ?? '');
  }, [filterValues.q, filterValues.mobile]);

  const search = (event: FormEvent) => {
    event.preventDefault();
    const filters = Object.entries({ q: q.trim(), mobile: mobile.trim() }).filter(([, value]) => value !== '');
    setFilters(Object.fromEntries(filters), undefined);
  };
  const reset = () => {
    setQ('');
    setMobile('');
    setFilters({}, undefined);
    setPerPage(DEFAULT_PAGE_SIZE);
  };

  return (
    <Box component="form" role="search" onSubmit={search} sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, p: 2, alignItems: 'center' }}>
      <TextField
        size="small"
        label={translate('citizens.list.search')}
        value={q}
        onChange={(event) => setQ(event.target.value)}
        fullWidth={false}
        sx={{ flex: '2 1 220px' }}
      />
      <TextField
        size="small"
        type="tel"
        label={translate('citizens.list.mobile')}
        value={mobile}
        onChange={(event) => setMobile(event.target.value)}
        fullWidth={false}
        sx={{ flex: '1 1 140px' }}
      />
      <PageSizeAndButtons sizes={CITIZEN_PAGE_SIZES} onReset={reset} />
    </Box>
  );
};
