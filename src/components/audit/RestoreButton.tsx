import RestoreIcon from '@mui/icons-material/Restore';
import { useQueryClient } from '@tanstack/react-query';
import { useDataProvider, useNotify } from 'react-admin';
import type { AppDataProvider } from '../../dataProvider';
import type { AuditEntry } from '../../dataProvider/audit';
import { errorMessage } from '../../dataProvider/http';
import { ConfirmButton } from '../ConfirmButton';

/**
 * Restore of a delete entry, after a confirmation: a citizen comes back with its licences, vehicles, records, renewals
 * and the documents still kept; a vehicle with the records deleted with it. The server's answer (or its refusal, e.g. a number used again) is shown once, as a toast.
 */
/** What comes back with the row: a citizen's or a vehicle's own rows, or a record's renewal. */
const CONTENT: Record<string, string> = { citizen: 'citizen_content', vehicle: 'vehicle_content' };

export const RestoreButton = ({ entry }: { entry: AuditEntry }) => {
  const dataProvider = useDataProvider<AppDataProvider>();
  const notify = useNotify();
  const queryClient = useQueryClient();
  const restore = async () => {
    try {
      const result = await dataProvider.restoreAuditEntry(entry.id);
      const key = result.files_missing ? 'audit.restore.done_without_files' : 'audit.restore.done';
      notify(key, { type: result.files_missing ? 'warning' : 'success', messageArgs: { rows: result.restored_rows, files: result.files_missing } });
      await queryClient.invalidateQueries();
    } catch (error) {
      notify(errorMessage(error, 'audit.restore.failed'), { type: 'error' });
    }
  };
  return (
    <ConfirmButton
      label="audit.restore.button"
      icon={<RestoreIcon />}
      title="audit.restore.title"
      content={`audit.restore.${CONTENT[entry.entity] ?? 'record_content'}`}
      messageArgs={{ entity: entry.entity, id: entry.entity_id }}
      onConfirm={restore}
    />
  );
};
