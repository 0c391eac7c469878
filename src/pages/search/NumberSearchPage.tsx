import { Box, Typography } from '@mui/material';
import { ListBase, useNotify, useTranslate } from 'react-admin';
import { useSearchParams } from 'react-router-dom';
import { DEFAULT_PAGE_SIZE } from '../../../common/options';
import { errorMessage } from '../../dataProvider/http';
import { SearchForm, type SearchValues } from './SearchForm';
import { SearchResults } from './SearchResults';
import { SEARCH_KINDS, type SearchKind } from './searchKinds';

/**
 * /search/ll, /search/dl, /search/vehicle (behind the route guard): the submitted terms live in the URL (Back and
 * bookmarks work); a new search starts again at page 1.
 */
const NumberSearchPage = ({ kind }: { kind: SearchKind }) => {
  const config = SEARCH_KINDS[kind];
  const translate = useTranslate();
  const notify = useNotify();
  const [params, setParams] = useSearchParams();
  const submitted: SearchValues = { number: params.get(config.numberField) ?? '', application_no: params.get('application_no') ?? '' };
  const filter = { [config.numberField]: submitted.number, application_no: submitted.application_no };
  const searching = !!(submitted.number || submitted.application_no);
  const search = (values: SearchValues) =>
    setParams(Object.fromEntries(Object.entries({ [config.numberField]: values.number, application_no: values.application_no }).filter(([, value]) => value)));
  return (
    <Box sx={{ maxWidth: 1200, width: '100%', mx: 'auto' }}>
      <Typography variant="h4" component="h1" sx={{ mb: 3, fontSize: { xs: '1.75rem', sm: '2.125rem' } }}>
        {translate(`search.titles.${kind}`)}
      </Typography>
      <SearchForm key={`${kind}?${params}`} config={config} initial={submitted} onSearch={search} />
      {searching && (
        <ListBase
          key={`${kind}?${params}`}
          resource={`search/${kind}`}
          filter={filter}
          perPage={DEFAULT_PAGE_SIZE}
          disableSyncWithLocation
          disableAuthentication
          queryOptions={{ retry: false, onError: (error) => notify(errorMessage(error, translate('search.failed')), { type: 'error' }) }}
        >
          <SearchResults config={config} />
        </ListBase>
      )}
    </Box>
  );
};

export const LlSearchPage = () => <NumberSearchPage kind="ll" />;
export const DlSearchPage = () => <NumberSearchPage kind="dl" />;
export const VehicleSearchPage = () => <NumberSearchPage kind="vehicle" />;
