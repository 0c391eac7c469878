import { useTranslate } from 'react-admin';
import { ResponsiveTable, type TableColumn } from '../../components/ResponsiveTable';
import { useFormat } from '../../format';
import type { ReminderDigest } from '../../dataProvider/reminders';
import { DigestTextButton } from './DigestTextButton';

/** Days left as words: 'expires today', 'expired yesterday', 'expired 2 days ago' (a document caught up a day late). */
const daysLeft = (days: number): [string, { smart_count: number }] => {
  if (days === -1) return ['reminders.expired_yesterday', { smart_count: 1 }];
  if (days < 0) return ['reminders.expired_days_ago', { smart_count: -days }];
  return [days === 0 ? 'reminders.expires_today' : 'reminders.days_left', { smart_count: days }];
};

/** A document of a digest: its type, number and days left. */
const DocumentList = ({ digest }: { digest: ReminderDigest }) => {
  const translate = useTranslate();
  const { date } = useFormat();
  return (
    <>
      {digest.documents.map((document) => (
        <div key={`${document.doc_type}-${document.record_id}`}>
          {translate(`expiries.types.${document.doc_type}`)} {document.identifier} · {date(document.expiry_date)} ({translate(...daysLeft(document.days_left))})
        </div>
      ))}
    </>
  );
};

const COLUMNS: TableColumn<ReminderDigest & { id: string }>[] = [
  { id: 'mobile', label: 'reminders.columns.mobile', render: (row) => row.mobile },
  { id: 'citizens', label: 'reminders.columns.citizens', render: (row) => row.citizens.map((citizen) => citizen.name).join(', '), wrap: true },
  { id: 'documents', label: 'reminders.columns.documents', render: (row) => <DocumentList digest={row} />, wrap: true },
];

/** The digests a day's run would queue, one row per mobile, each with its message text. */
export const ReminderPreviewTable = ({ digests }: { digests: ReminderDigest[] }) => (
  <ResponsiveTable
    rows={digests.map((digest) => ({ ...digest, id: digest.mobile }))}
    columns={COLUMNS}
    titleColumn="mobile"
    actions={(row) => <DigestTextButton mobile={row.mobile} text={row.text} />}
    actionsLabel="reminders.columns.message"
  />
);
