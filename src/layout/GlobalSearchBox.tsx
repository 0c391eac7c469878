import SearchIcon from '@mui/icons-material/Search';
import { InputAdornment, TextField } from '@mui/material';
import { useState, type ComponentType } from 'react';
import { useTranslate } from 'react-admin';
import type { GlobalSearchProps } from './GlobalSearch';

/** The box's look, idle and searching alike. */
const searchBoxSx = {
  width: { xs: 112, sm: 150 },
  flexShrink: 0,
  '& .MuiInputBase-root': { bgcolor: 'background.paper', borderRadius: 1 },
} as const;

/**
 * Staff's global search in the top bar: a plain box until it is first focused; the search itself (MUI's
 * Autocomplete and Popper, some 19 KB gzip) is fetched then, and takes over with what was typed meanwhile.
 */
export const GlobalSearchBox = () => {
  const translate = useTranslate();
  const [typed, setTyped] = useState('');
  const [Search, setSearch] = useState<ComponentType<GlobalSearchProps> | null>(null);
  if (Search) return <Search initialInput={typed} autoFocus />;
  const load = () => import('./GlobalSearch').then((module) => setSearch(() => module.GlobalSearch));
  return (
    <TextField
      size="small"
      value={typed}
      onChange={(event) => setTyped(event.target.value)}
      onFocus={load}
      placeholder={translate('search.global.placeholder')}
      sx={searchBoxSx}
      slotProps={{
        htmlInput: { 'aria-label': translate('search.global.label') },
        input: {
          startAdornment: (
            <InputAdornment position="start">
              <SearchIcon fontSize="small" />
            </InputAdornment>
          ),
        },
      }}
    />
  );
};
