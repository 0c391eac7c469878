import { Box } from '@mui/material';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { NotifyButton } from '../../components/NotifyButton';
import { RowEditButton } from '../../components/RowEditButton';
import type { ComplianceRecord, Licence, NoticePreview } from '../../dataProvider/citizens';
import { apiFetch } from '../../dataProvider/http';
import { drivingLicence } from '../../resources/driving-licences';
import { learnerLicence } from '../../resources/learner-licences';
import { LicenceDialog } from '../../resources/licences/LicenceDialog';
import { RecordEditDialog } from '../../resources/records/RecordEditDialog';
import { recordTypeOfDocument } from '../../resources/records/recordTypes';
import { recordOf, type ExpiryDocument } from './ExpiryTable';

interface ExpiryRowActionsProps {
  row: ExpiryDocument;
  citizen: { id: number; name: string };
}

/** Notify and Edit of one current document, with the citizen's tables' buttons and dialogs. */
export const ExpiryRowActions = ({ row, citizen }: ExpiryRowActionsProps) => {
  const queryClient = useQueryClient();
  const [editing, setEditing] = useState(false);
  const document = { doc_type: row.doc_type, record_id: row.record_id };
  const refresh = () =>
    Promise.all([queryClient.invalidateQueries({ queryKey: ['reports/expiries'] }), queryClient.invalidateQueries({ queryKey: ['citizens'] })]);
  const close = () => {
    setEditing(false);
    void refresh();
  };
  return (
    <Box sx={{ display: 'flex', gap: 0.5 }}>
      <NotifyButton
        name={citizen.name}
        previewKey={`${row.doc_type}-${row.record_id}`}
        preview={() => apiFetch<NoticePreview>('/reports/expiries/notify-preview', { query: document })}
        send={() => apiFetch('/reports/expiries/notify', { method: 'POST', body: document })}
        onSent={refresh}
      />
      <RowEditButton onClick={() => setEditing(true)} />
      {editing && <DocumentEditDialog row={row} citizenId={citizen.id} onClose={close} />}
    </Box>
  );
};

/** A licence's own dialog, or a vehicle record's form. */
const DocumentEditDialog = ({ row, citizenId, onClose }: { row: ExpiryDocument; citizenId: number; onClose: () => void }) => {
  const record = recordOf(row);
  if (row.doc_type === 'll' || row.doc_type === 'dl') {
    const kind = row.doc_type === 'll' ? learnerLicence : drivingLicence;
    return <LicenceDialog kind={kind} citizenId={citizenId} licence={record as unknown as Licence} onClose={onClose} />;
  }
  const config = recordTypeOfDocument(row.doc_type);
  return config ? <RecordEditDialog config={config} record={record as ComplianceRecord} onClose={onClose} /> : null;
};
