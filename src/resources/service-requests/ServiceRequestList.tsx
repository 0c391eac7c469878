import { DataTable, List, useNotify, useTranslate } from 'react-admin';
import { DEFAULT_PAGE_SIZE, REQUEST_STATUSES, SETTABLE_REQUEST_STATUSES } from '../../../common/options';
import { StatusButtons } from '../../components/StatusButtons';
import { statusFilter } from '../../components/StatusFilter';
import { narrowList, scrollingTable } from '../../components/tables';
import { errorMessage } from '../../dataProvider/http';
import { formatDateTime } from '../../format';
import { CitizenPagination } from '../citizens/CitizenPagination';
import { CategoryField, ContactField, QueryField, RequesterField, RequestStatusField, ServicesField } from './ServiceRequestFields';

/** /service-requests (staff): every request, newest first, filtered by status, with the status buttons. */
export const ServiceRequestList = () => {
  const notify = useNotify();
  const translate = useTranslate();
  return (
    <List
      resource="service-requests"
      sx={narrowList}
      title="desk.requests.title"
      perPage={DEFAULT_PAGE_SIZE}
      sort={{ field: 'created_at', order: 'DESC' }}
      filters={statusFilter('request', REQUEST_STATUSES)}
      actions={false}
      empty={false}
      pagination={<CitizenPagination />}
      queryOptions={{ onError: (error) => notify(errorMessage(error, translate('desk.requests.load_failed')), { type: 'error' }) }}
    >
      <DataTable bulkActionButtons={false} rowClick={false} sx={scrollingTable}>
        <DataTable.Col source="category" label="desk.requests.category" field={CategoryField} />
        <DataTable.Col source="services" label="desk.requests.services" field={ServicesField} />
        <DataTable.Col source="query" label="desk.requests.query" field={QueryField} />
        <DataTable.Col source="contact_name" label="desk.requests.contact" field={ContactField} />
        <DataTable.Col source="status" label="desk.requests.status" field={RequestStatusField} />
        <DataTable.Col source="user" label="desk.requests.user" field={RequesterField} />
        <DataTable.Col source="created_at" label="desk.requests.submitted" render={(record: { created_at: string }) => formatDateTime(record.created_at)} />
        <DataTable.Col label="desk.requests.actions">
          <StatusButtons resource="service-requests" kind="request" statuses={SETTABLE_REQUEST_STATUSES} marked="desk.requests.marked" />
        </DataTable.Col>
      </DataTable>
    </List>
  );
};
