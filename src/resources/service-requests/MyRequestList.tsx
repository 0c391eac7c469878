import { Button } from '@mui/material';
import { List, useListContext, useNotify, useTranslate } from 'react-admin';
import { Link } from 'react-router-dom';
import { DEFAULT_PAGE_SIZE, REQUEST_STATUSES } from '../../../common/options';
import { DeskReference } from '../../components/DeskStatusBadge';
import { StatusFilter } from '../../components/StatusFilter';
import { ListTable, type TableColumn } from '../../components/ResponsiveTable';
import { narrowList } from '../../components/tables';
import type { ServiceRequestRecord } from '../../dataProvider/desk';
import { errorMessage } from '../../dataProvider/http';
import { formatDate } from '../../format';
import { CitizenPagination } from '../citizens/CitizenPagination';
import { CategoryField, QueryField, RequestStatusField, ServicesField } from './ServiceRequestFields';
import { useDocumentTitle } from '../../layout/useDocumentTitle';

const AskButton = () => {
  const translate = useTranslate();
  return (
    <Button component={Link} to="/ask-for-service" variant="contained" sx={{ alignSelf: 'flex-end', my: 1 }}>
      {translate('desk.requests.ask')}
    </Button>
  );
};

/** No requests at all, or none of the status the filter shows. */
const EmptyRequests = () => {
  const translate = useTranslate();
  const { filterValues } = useListContext();
  return <p style={{ padding: 16 }}>{translate(filterValues.status ? 'desk.requests.mine_none_of_status' : 'desk.requests.mine_empty')}</p>;
};

const COLUMNS: TableColumn<ServiceRequestRecord>[] = [
  { id: 'submitted', label: 'desk.requests.submitted', render: (request) => formatDate(request.created_at) },
  { id: 'reference', label: 'desk.reference', render: (request) => <DeskReference reference={request.reference} /> },
  { id: 'category', label: 'desk.requests.category', render: () => <CategoryField /> },
  { id: 'services', label: 'desk.requests.services', render: () => <ServicesField /> },
  { id: 'query', label: 'desk.requests.query', render: () => <QueryField /> },
  { id: 'status', label: 'desk.requests.status', render: () => <RequestStatusField /> },
];

/** /my-requests: the signed-in user's own requests, newest first, with their status badges, filtered by status. */
export const MyRequestList = () => {
  const notify = useNotify();
  const translate = useTranslate();
  useDocumentTitle(translate('desk.requests.mine_title'));
  return (
    <List
      resource="my-requests"
      sx={narrowList}
      title="desk.requests.mine_title"
      perPage={DEFAULT_PAGE_SIZE}
      filters={<StatusFilter kind="request" statuses={REQUEST_STATUSES} />}
      actions={<AskButton />}
      empty={false}
      pagination={<CitizenPagination />}
      queryOptions={{ onError: (error) => notify(errorMessage(error, translate('desk.requests.mine_failed')), { type: 'error' }) }}
    >
      <ListTable<ServiceRequestRecord> columns={COLUMNS} titleColumn="category" empty={<EmptyRequests />} />
    </List>
  );
};
