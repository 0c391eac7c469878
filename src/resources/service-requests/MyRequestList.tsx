import { Button } from '@mui/material';
import { DataTable, List, useNotify, useTranslate } from 'react-admin';
import { Link } from 'react-router-dom';
import { DEFAULT_PAGE_SIZE } from '../../../common/options';
import { narrowList, scrollingTable } from '../../components/tables';
import type { ServiceRequestRecord } from '../../dataProvider/desk';
import { errorMessage } from '../../dataProvider/http';
import { formatDate } from '../../format';
import { CitizenPagination } from '../citizens/CitizenPagination';
import { CategoryField, QueryField, RequestStatusField, ServicesField } from './ServiceRequestFields';

const AskButton = () => {
  const translate = useTranslate();
  return (
    <Button component={Link} to="/ask-for-service" variant="contained" sx={{ alignSelf: 'flex-end', my: 1 }}>
      {translate('desk.requests.ask')}
    </Button>
  );
};

const EmptyRequests = () => {
  const translate = useTranslate();
  return <p style={{ padding: 16 }}>{translate('desk.requests.mine_empty')}</p>;
};

/** /my-requests: the signed-in user's own requests, newest first, with their status badges. */
export const MyRequestList = () => {
  const notify = useNotify();
  const translate = useTranslate();
  return (
    <List
      resource="my-requests"
      sx={narrowList}
      title="desk.requests.mine_title"
      perPage={DEFAULT_PAGE_SIZE}
      actions={<AskButton />}
      empty={false}
      pagination={<CitizenPagination />}
      queryOptions={{ onError: (error) => notify(errorMessage(error, translate('desk.requests.mine_failed')), { type: 'error' }) }}
    >
      <DataTable bulkActionButtons={false} rowClick={false} sx={scrollingTable} empty={<EmptyRequests />}>
        <DataTable.Col source="created_at" label="desk.requests.submitted" render={(record: ServiceRequestRecord) => formatDate(record.created_at)} />
        <DataTable.Col source="category" label="desk.requests.category" field={CategoryField} />
        <DataTable.Col source="services" label="desk.requests.services" field={ServicesField} />
        <DataTable.Col source="query" label="desk.requests.query" field={QueryField} />
        <DataTable.Col source="status" label="desk.requests.status" field={RequestStatusField} />
      </DataTable>
    </List>
  );
};
