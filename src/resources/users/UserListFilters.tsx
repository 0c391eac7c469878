import { Box, MenuItem, TextField } from '@mui/material';
import { useEffect, useState, type FormEvent } from 'react';
import { useListContext, useTranslate } from 'react-admin';
import { DEFAULT_PAGE_SIZE, ROLES, USER_PAGE_SIZES } from '../../../common/options';
import { PageSizeAndButtons } from '../../components/ListFilterControls';

/** Search (name, email or phone) applied on Search or Enter; role and page size apply at once; Reset clears all. */
export const UserListFilters = () => {
  const translate = useTranslate();
  const { filterValues, setFilters, setPerPage } = useListContext();
  const [q, setQ] = useState<string>(filterValues.q ?? '');
  useEffect(() => setQ(filterValues.q ?? ''), [filterValues.q]);

  const apply = (changes: Record<string, string>) => {
    const next = Object.entries({ ...filterValues, ...changes }).filter(([, value]) => value !== '');
    setFilters(Object.fromEntries(next), undefined);
  };
  const search = (event: FormEvent) => {
    event.preventDefault();
    apply({ q: q.trim() });
  };
  const reset = () => {
    setQ('');
    setFilters({}, undefined);
    setPerPage(DEFAULT_PAGE_SIZE);
  };

  return (
    <Box component="form" role="search" onSubmit={search} sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, p: 2, alignItems: 'center' }}>
      <TextField size="small" label={translate('users.search')} value={q} onChange={(event) => setQ(event.target.value)} sx={{ flex: '2 1 220px' }} />
      <TextField
        select
        size="small"
        label={translate('users.role_filter')}
        value={filterValues.role ?? ''}
        onChange={(event) => apply({ role: event.target.value })}
        sx={{ flex: '1 1 140px' }}
      >
        <MenuItem value="">{translate('users.all_roles')}</MenuItem>
        {ROLES.map((role) => (
          <MenuItem key={role} value={role}>
            {translate(`users.roles.${role}`)}
          </MenuItem>
        ))}
      </TextField>
      <PageSizeAndButtons sizes={USER_PAGE_SIZES} onReset={reset} />
    </Box>
  );
};
