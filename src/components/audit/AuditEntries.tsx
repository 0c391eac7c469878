import { Box, PaginationItem, Stack, Typography } from '@mui/material';
import { usePermissions, useTranslate } from 'react-admin';
import { canAccess } from '../../authProvider/access';
import type { AuditEntry, AuditPage } from '../../dataProvider/audit';
import { formatDateTime, useFormat } from '../../format';
import { ResponsiveTable, type TableColumn } from '../ResponsiveTable';
import { AuditChanges } from './AuditChanges';
import { RestoreButton } from './RestoreButton';

/** 'Citizen: Kamla Bai', 'Vehicle: CG04AB1234'; a row without a name by its type and id ('Renewal #12'). */
const EntityName = ({ entry }: { entry: AuditEntry }) => {
  const translate = useTranslate();
  const entity = translate(`audit.entities.${entry.entity}`, { _: entry.entity });
  return <>{entry.entity_name ? translate('audit.entity_named', { entity, name: entry.entity_name }) : `${entity} #${entry.entity_id}`}</>;
};

const ActionName = ({ entry }: { entry: AuditEntry }) => {
  const translate = useTranslate();
  return <>{translate(`audit.actions.${entry.action}`)}</>;
};

const COLUMNS: TableColumn<AuditEntry>[] = [
  { id: 'at', label: 'audit.fields.at', render: (entry) => formatDateTime(entry.at) },
  { id: 'entity', label: 'audit.fields.entity', render: (entry) => <EntityName entry={entry} /> },
  { id: 'action', label: 'audit.fields.action', render: (entry) => <ActionName entry={entry} /> },
  { id: 'actor', label: 'audit.fields.actor', render: (entry) => entry.actor?.name ?? '–', wrap: true },
  { id: 'changes', label: 'audit.fields.changes', render: (entry) => <AuditChanges entry={entry} /> },
];

interface AuditEntriesProps {
  page?: AuditPage;
  isPending: boolean;
  onPage(page: number): void;
}

/**
 * A page of audit entries with their diffs, newest first; an admin gets Restore on a delete entry whose row is still
 * gone. The log is never counted: previous and next pages only.
 */
export const AuditEntries = ({ page, isPending, onPage }: AuditEntriesProps) => {
  const translate = useTranslate();
  const format = useFormat();
  const { permissions: role } = usePermissions();
  const mayRestore = canAccess(role, 'audit.restore');
  const meta = page?.meta;
  return (
    <Box>
      <ResponsiveTable<AuditEntry>
        rows={page?.data ?? []}
        columns={COLUMNS}
        titleColumn="entity"
        isPending={isPending}
        actions={mayRestore ? (entry) => entry.restorable && <RestoreButton entry={entry} /> : undefined}
        empty={<Typography sx={{ p: 2 }}>{translate('audit.empty')}</Typography>}
      />
      {meta && (meta.current_page > 1 || meta.has_next_page) && (
        <Stack direction="row" spacing={1} sx={{ p: 1, alignItems: 'center' }} component="nav" aria-label={translate('shell.pagination')}>
          <PaginationItem type="previous" size="small" aria-label={translate('ra.navigation.previous')} disabled={meta.current_page <= 1} onClick={() => onPage(meta.current_page - 1)} />
          <Typography variant="body2">{meta.from !== null && translate('audit.shown', { from: format.number(meta.from), to: format.number(meta.to ?? meta.from) })}</Typography>
          <PaginationItem type="next" size="small" aria-label={translate('ra.navigation.next')} disabled={!meta.has_next_page} onClick={() => onPage(meta.current_page + 1)} />
        </Stack>
      )}
    </Box>
  );
};
