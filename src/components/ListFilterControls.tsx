import { Button, MenuItem, TextField } from '@mui/material';
import { useListContext, useTranslate } from 'react-admin';
import { ListRefreshButton } from './ListRefreshButton';

/** The end of a list's filter bar: page size (from the list context), then Search (submits the form), Reset and Refresh. */
export const PageSizeAndButtons = ({ sizes, onReset }: { sizes: readonly number[]; onReset: () => void }) => {
  const translate = useTranslate();
  const { perPage, setPerPage } = useListContext();
  return (
    <>
      <TextField
        select
        size="small"
        label={translate('citizens.list.per_page')}
        value={perPage}
        onChange={(event) => setPerPage(Number(event.target.value))}
        fullWidth={false}
        sx={{ width: 110 }}
      >
        {sizes.map((size) => (
          <MenuItem key={size} value={size}>
            {size}
          </MenuItem>
        ))}
      </TextField>
      <Button type="submit" variant="contained">
        {translate('citizens.list.search_button')}
      </Button>
      <Button type="button" variant="outlined" onClick={onReset}>
        {translate('citizens.list.reset')}
      </Button>
      <ListRefreshButton />
    </>
  );
};
