import { Box } from '@mui/material';
import { List, TopToolbar, useNotify, useRecordContext, useTranslate } from 'react-admin';
import { DEFAULT_PAGE_SIZE, INQUIRY_STATUSES } from '../../../common/options';
import { DeskReference, DeskStatusBadge } from '../../components/DeskStatusBadge';
import { StatusButtons } from '../../components/StatusButtons';
import { DeskFilters } from '../../components/DeskFilters';
import { ListTable, type TableColumn } from '../../components/ResponsiveTable';
import { narrowList } from '../../components/tables';
import type { InquiryRecord } from '../../dataProvider/desk';
import { errorMessage } from '../../dataProvider/http';
import { formatDateTime } from '../../format';
import { useOptionLabel } from '../../i18n/options';
import { CitizenPagination } from '../citizens/CitizenPagination';
import { InquiryExportButton } from './InquiryExportButton';
import { useDocumentTitle } from '../../layout/useDocumentTitle';

const InquiryStatusField = () => {
  const record = useRecordContext<InquiryRecord>();
  return record ? <DeskStatusBadge kind="inquiry" status={record.status} /> : null;
};

const DocumentTypesField = () => {
  const record = useRecordContext<InquiryRecord>();
  const optionLabel = useOptionLabel();
  const types = record?.document_type.map((type) => optionLabel('document_types', type));
  return <Box sx={{ whiteSpace: 'normal', minWidth: 120 }}>{types?.join(', ')}</Box>;
};

const COLUMNS: TableColumn<InquiryRecord>[] = [
  { id: 'name', label: 'desk.inquiries.name', render: (inquiry) => inquiry.name, wrap: true },
  { id: 'phone', label: 'desk.inquiries.phone', render: (inquiry) => inquiry.phone },
  { id: 'vehicle_no', label: 'desk.inquiries.vehicle_no', render: (inquiry) => inquiry.vehicle_no ?? '-' },
  { id: 'document_type', label: 'desk.inquiries.document_types', render: () => <DocumentTypesField /> },
  { id: 'status', label: 'desk.inquiries.status', render: () => <InquiryStatusField /> },
  {
    id: 'submitted_at',
    label: 'desk.reference_submitted',
    render: (inquiry) => <DeskReference reference={inquiry.reference} sentAt={formatDateTime(inquiry.created_at)} />,
  },
];

const statusButtons = () => <StatusButtons resource="admin/inquiries" kind="inquiry" statuses={INQUIRY_STATUSES} marked="desk.inquiries.marked" />;

/** /admin/inquiries (staff): every inquiry, newest first, searched and filtered by status, status buttons and the CSV download. */
export const InquiryList = () => {
  const notify = useNotify();
  const translate = useTranslate();
  useDocumentTitle(translate('desk.inquiries.title'));
  return (
    <List
      resource="admin/inquiries"
      sx={narrowList}
      title="desk.inquiries.title"
      perPage={DEFAULT_PAGE_SIZE}
      filters={<DeskFilters kind="inquiry" statuses={INQUIRY_STATUSES} />}
      actions={
        <TopToolbar>
          <InquiryExportButton />
        </TopToolbar>
      }
      empty={false}
      pagination={<CitizenPagination />}
      queryOptions={{ onError: (error) => notify(errorMessage(error, translate('desk.inquiries.load_failed')), { type: 'error' }) }}
    >
      <ListTable<InquiryRecord> columns={COLUMNS} actions={statusButtons} actionsLabel="desk.inquiries.actions" />
    </List>
  );
};
