import { List, useNotify, useTranslate } from 'react-admin';
import { DEFAULT_PAGE_SIZE, REQUEST_STATUSES } from '../../../common/options';
import { DeskReference } from '../../components/DeskStatusBadge';
import { StatusButtons } from '../../components/StatusButtons';
import { DeskFilters } from '../../components/DeskFilters';
import { ListTable, type TableColumn } from '../../components/ResponsiveTable';
import { narrowList } from '../../components/tables';
import type { ServiceRequestRecord } from '../../dataProvider/desk';
import { errorMessage } from '../../dataProvider/http';
import { formatDateTime } from '../../format';
import { CitizenPagination } from '../citizens/CitizenPagination';
import { CategoryField, ContactField, QueryField, RequesterField, RequestStatusField, ServicesField } from './ServiceRequestFields';
import { useDocumentTitle } from '../../layout/useDocumentTitle';

const COLUMNS: TableColumn<ServiceRequestRecord>[] = [
  { id: 'category', label: 'desk.requests.category', render: () => <CategoryField /> },
  { id: 'services', label: 'desk.requests.services', render: () => <ServicesField /> },
  { id: 'query', label: 'desk.requests.query', render: () => <QueryField />, wrap: true },
  { id: 'contact', label: 'desk.requests.contact', render: () => <ContactField />, wrap: true },
  { id: 'status', label: 'desk.requests.status', render: () => <RequestStatusField /> },
  { id: 'user', label: 'desk.requests.user', render: () => <RequesterField />, wrap: true },
  {
    id: 'submitted',
    label: 'desk.reference_submitted',
    render: (request) => <DeskReference reference={request.reference} sentAt={formatDateTime(request.created_at)} />,
  },
];

const statusButtons = () => (
  <StatusButtons resource="service-requests" kind="request" statuses={REQUEST_STATUSES} marked="desk.requests.marked" />
);

/**
 * /service-requests (staff): every request, newest first, searched and filtered by status (filters, page and size in the
 * URL), with the status buttons and a link to the citizen the contact's mobile belongs to.
 */
export const ServiceRequestList = () => {
  const notify = useNotify();
  const translate = useTranslate();
  useDocumentTitle(translate('desk.requests.title'));
  return (
    <List
      resource="service-requests"
      sx={narrowList}
      title="desk.requests.title"
      perPage={DEFAULT_PAGE_SIZE}
      sort={{ field: 'created_at', order: 'DESC' }}
      filters={<DeskFilters kind="request" statuses={REQUEST_STATUSES} />}
      actions={false}
      empty={false}
      pagination={<CitizenPagination />}
      queryOptions={{ onError: (error) => notify(errorMessage(error, translate('desk.requests.load_failed')), { type: 'error' }) }}
    >
      <ListTable<ServiceRequestRecord> columns={COLUMNS} titleColumn="contact" actions={statusButtons} actionsLabel="desk.requests.actions" />
    </List>
  );
};
