import { Alert, Box, Button, Dialog, DialogActions, DialogContent, DialogTitle, Pagination, useMediaQuery, type Theme } from '@mui/material';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useDataProvider, useTranslate } from 'react-admin';
import type { AppDataProvider } from '../../dataProvider';
import type { ComplianceRecord, Vehicle } from '../../dataProvider/citizens';
import { RowEditButton } from '../../components/RowEditButton';
import { useLoadError } from '../../components/useLoadError';
import { RecordDeleteButton } from './RecordDeleteButton';
import { RecordForm } from './RecordForm';
import { RecordTable } from './RecordTable';
import type { RecordTypeConfig } from './recordTypes';

interface RecordDialogProps {
  config: RecordTypeConfig;
  vehicle: Vehicle;
  canEdit: boolean;
  onClose: () => void;
}

/**
 * One per-vehicle record type: a paged table with Edit and Delete per row and an add form below. As wide as a desk
 * allows (up to 1200 px): the insurance table has nine columns.
 */
export const RecordDialog = ({ config, vehicle, canEdit, onClose }: RecordDialogProps) => {
  const translate = useTranslate();
  const dataProvider = useDataProvider<AppDataProvider>();
  const fullScreen = useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'));
  const [page, setPage] = useState(1);
  // The row being edited (null: the add form), and the form's key: a new one empties the add form after an add.
  const [form, setForm] = useState<{ editing: ComplianceRecord | null; key: number }>({ editing: null, key: 0 });
  const { editing } = form;
  const { data, isPending, error } = useQuery({
    queryKey: ['citizens', 'records', config.type, vehicle.id, page],
    queryFn: () => dataProvider.getRecords(config.type, vehicle.id, page),
    retry: false,
    placeholderData: keepPreviousData,
  });
  const loadError = useLoadError(error, `citizens.records.${config.key}.load_failed`);
  const lastPage = data?.meta.last_page ?? 1;

  // Deleting the last row of the last page moves back a page.
  useEffect(() => {
    if (page > lastPage) setPage(lastPage);
  }, [page, lastPage]);

  /**
   * Back to an empty add form once the form of `record` (null: the add form) is done with, unless another row was
   * chosen meanwhile: a save refreshes the citizen's queries before it is done, and a row chosen at once (the new row
   * shows as soon as the table's query is in) kept its edit form only until then.
   */
  const closeForm = (record: ComplianceRecord | null) =>
    setForm((shown) => (shown.editing?.id === record?.id ? { editing: null, key: shown.key + 1 } : shown));
  const rowActions = (record: ComplianceRecord) => (
    <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 0.5 }}>
      <RowEditButton onClick={() => setForm((shown) => ({ ...shown, editing: record }))} />
      <RecordDeleteButton config={config} record={record} onDeleted={() => closeForm(record)} />
    </Box>
  );

  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="lg" fullScreen={fullScreen} aria-labelledby="record-dialog-title">
      <DialogTitle id="record-dialog-title">
        {translate('citizens.records.dialog_title', {
          title: translate(`citizens.records.${config.key}.title`),
          registration: vehicle.registration_no,
        })}
      </DialogTitle>
      <DialogContent>
        {loadError && <Alert severity="error">{loadError}</Alert>}
        <RecordTable config={config} records={data?.data ?? []} isPending={isPending} actions={canEdit ? rowActions : undefined} />
        {lastPage > 1 && (
          <Pagination sx={{ mt: 1 }} size="small" count={lastPage} page={page} onChange={(_, next) => setPage(next)} />
        )}
        {canEdit && (
          <RecordForm
            key={`${editing?.id ?? 'new'}-${form.key}`}
            config={config}
            vehicleId={vehicle.id}
            record={editing}
            onSaved={() => closeForm(editing)}
            onCancelEdit={() => closeForm(editing)}
          />
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{translate('ra.action.close')}</Button>
      </DialogActions>
    </Dialog>
  );
};
