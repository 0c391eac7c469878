import SearchIcon from '@mui/icons-material/Search';
import { Autocomplete, Box, InputAdornment, TextField, Typography } from '@mui/material';
import { useEffect, useRef, useState } from 'react';
import { useTranslate } from 'react-admin';
import { useNavigate } from 'react-router-dom';
import { errorMessage } from '../dataProvider/http';
import { ComplianceChip } from '../components/ComplianceChip';
import { useGlobalSearch, type GlobalSearchHit } from './useGlobalSearch';

/** The popover stays this long after the box loses focus (doc2 §9), so a click on a hit still lands. */
export const GLOBAL_SEARCH_BLUR_CLOSE_MS = 200;

/**
 * The staff's search box in the top bar: hits (title, type, description) in a popover as one types; arrows move
 * through them, Enter or a click follows the hit's url.
 */
export interface GlobalSearchProps {
  /** What was typed before the search took over the box (GlobalSearchBox). */
  initialInput?: string;
  autoFocus?: boolean;
}

export const GlobalSearch = ({ initialInput = '', autoFocus = false }: GlobalSearchProps) => {
  const translate = useTranslate();
  const navigate = useNavigate();
  const [input, setInput] = useState(initialInput);
  const [open, setOpen] = useState(false);
  const closing = useRef<ReturnType<typeof setTimeout>>(undefined);
  const { active, hits, loading, error } = useGlobalSearch(input);
  const cancelClosing = () => clearTimeout(closing.current);
  useEffect(() => cancelClosing, []);

  const choose = (hit: GlobalSearchHit) => {
    setOpen(false);
    setInput('');
    navigate(hit.url);
  };
  return (
    <Autocomplete<GlobalSearchHit, false, false, false>
      autoHighlight
      clearOnBlur={false}
      options={hits}
      filterOptions={(options) => options}
      getOptionLabel={(hit) => hit.title}
      getOptionKey={(hit) => hit.unique_key}
      value={null}
      inputValue={input}
      onInputChange={(_event, value, reason) => reason === 'input' && setInput(value)}
      onChange={(_event, hit) => hit && choose(hit)}
      open={open && active}
      onOpen={() => {
        cancelClosing();
        setOpen(true);
      }}
      onClose={(_event, reason) => {
        cancelClosing();
        if (reason === 'blur') closing.current = setTimeout(() => setOpen(false), GLOBAL_SEARCH_BLUR_CLOSE_MS);
        else setOpen(false);
      }}
      loading={loading}
      loadingText={translate('search.global.searching')}
      noOptionsText={error ? errorMessage(error, translate('search.failed')) : translate('search.no_results')}
      forcePopupIcon={false}
      // Narrow while idle, so the navigation keeps its room; wider while typing.
      sx={{
        width: { xs: 112, sm: 150 },
        flexShrink: 0,
        transition: (theme) => theme.transitions.create('width'),
        '&.Mui-focused': { width: { xs: 150, sm: 260 } },
      }}
      slotProps={{ popper: { sx: { minWidth: 320 }, placement: 'bottom-end' } }}
      renderOption={({ key, ...props }, hit) => (
        <Box component="li" key={key} {...props} sx={{ display: 'block !important' }}>
          <Box sx={{ display: 'flex', gap: 1, alignItems: 'baseline', justifyContent: 'space-between' }}>
            <Typography component="span" fontWeight={500} sx={{ overflowWrap: 'anywhere' }}>
              {hit.title}
            </Typography>
            <Typography component="span" variant="caption" color="text.secondary" noWrap>
              {translate(`search.global.types.${hit.type}`, { _: hit.type })}
            </Typography>
          </Box>
          <Typography variant="body2" color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
            {hit.description}
          </Typography>
          <ComplianceChip compliance={hit.compliance} />
        </Box>
      )}
      renderInput={(params) => (
        <TextField
          {...params}
          variant="outlined"
          size="small"
          autoFocus={autoFocus}
          placeholder={translate('search.global.placeholder')}
          slotProps={{
            htmlInput: { ...params.inputProps, 'aria-label': translate('search.global.label') },
            input: {
              ...params.InputProps,
              startAdornment: (
                <InputAdornment position="start">
                  <SearchIcon fontSize="small" />
                </InputAdornment>
              ),
            },
          }}
          sx={{ '& .MuiInputBase-root': { bgcolor: 'background.paper', borderRadius: 1, pr: '8px !important' } }}
        />
      )}
    />
  );
};
