import { Box, Typography } from '@mui/material';
import { ListBase, useTranslate } from 'react-admin';
import { useSearchParams } from 'react-router-dom';
import { DEFAULT_PAGE_SIZE } from '../../../common/options';
import { SearchForm, type SearchValues } from './SearchForm';
import { SearchResults } from './SearchResults';
import { SEARCH_KINDS, type SearchKind } from './searchKinds';
import { useDocumentTitle } from '../../layout/useDocumentTitle';

/**
 * /search/ll, /search/dl, /search/vehicle (behind the route guard): the submitted terms live in the URL (Back and
 * bookmarks work); a new search starts again at page 1. The vehicle search may ask for a roadworthiness state alone.
 */
const NumberSearchPage = ({ kind }: { kind: SearchKind }) => {
  const config = SEARCH_KINDS[kind];
  const translate = useTranslate();
  useDocumentTitle(translate(`search.titles.${kind}`));
  const [params, setParams] = useSearchParams();
  const submitted: SearchValues = {
    number: params.get(config.numberField) ?? '',
    application_no: params.get('application_no') ?? '',
    state: kind === 'vehicle' ? (params.get('state') ?? '') : '',
  };
  const query = ({ number, application_no, state }: SearchValues) =>
    Object.fromEntries(Object.entries({ [config.numberField]: number, application_no, state }).filter(([, value]) => value));
  const filter = query(submitted);
  const searching = Object.keys(filter).length > 0;
  const search = (values: SearchValues) => setParams(query(values));
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
          // The results show a failure as their red alert and toast: not react-admin's own toast besides.
          queryOptions={{ retry: false, onError: () => undefined }}
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
