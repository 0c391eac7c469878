import DeleteIcon from '@mui/icons-material/Delete';
import { Button, Dialog, DialogActions, DialogContent, DialogContentText, DialogTitle } from '@mui/material';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useDataProvider, useGetIdentity, useNotify, useTranslate, type TranslateFunction } from 'react-admin';
import type { AppDataProvider } from '../../dataProvider';
import type { Vehicle } from '../../dataProvider/citizens';
import { CitizenChildDeleteButton } from '../../components/CitizenChildDeleteButton';
import { deleteErrorMessage } from '../../components/deleteErrorMessage';
import { recordToast, recordWhat } from '../../components/recordToast';

/** The records a vehicle holds, by kind as the Audit Trail names them: '1 Tax, 2 Insurance'; empty when none. */
export const heldRecords = (records: Vehicle['records'], translate: TranslateFunction) =>
  Object.entries(records ?? {})
    .filter(([, count]) => count > 0)
    .map(([entity, count]) => `${count} ${translate(`audit.entities.${entity}`)}`)
    .join(', ');

/**
 * A vehicle's Delete. Without records, the plain confirmation. With records (which block the plain delete, 409) the
 * confirmation names them: an admin deletes the vehicle with them (one step, restorable from the Audit Trail); anyone
 * else reads why it cannot be deleted.
 */
export const VehicleDeleteButton = ({ vehicle }: { vehicle: Vehicle }) => {
  const translate = useTranslate();
  const held = heldRecords(vehicle.records, translate);
  if (!held) return <CitizenChildDeleteButton kind="vehicles" id={vehicle.id} name={vehicle.registration_no} texts="citizens.vehicles" />;
  return <HeldVehicleDeleteButton vehicle={vehicle} held={held} />;
};

const HeldVehicleDeleteButton = ({ vehicle, held }: { vehicle: Vehicle; held: string }) => {
  const translate = useTranslate();
  const notify = useNotify();
  const dataProvider = useDataProvider<AppDataProvider>();
  const queryClient = useQueryClient();
  const { identity } = useGetIdentity();
  const isAdmin = identity?.role === 'admin';
  const [open, setOpen] = useState(false);
  const [busy, setBusy] = useState(false);
  const what = recordWhat('vehicles', vehicle.registration_no, translate);
  const deleteWithRecords = async () => {
    setBusy(true);
    try {
      const answer = await dataProvider.deleteVehicleWithRecords(vehicle.id);
      await queryClient.invalidateQueries({ queryKey: ['citizens'] });
      const deleted = translate('citizens.vehicles.with_records.deleted', { name: vehicle.registration_no, count: answer.deleted_records });
      notify(recordToast('deleted', 'vehicles', deleted, translate), { type: 'success' });
    } catch (error) {
      notify(deleteErrorMessage(error, 'citizens.vehicles.delete_failed', translate), { type: 'error' });
    } finally {
      setBusy(false);
      setOpen(false);
    }
  };
  const titleId = `vehicle-delete-${vehicle.id}`;
  return (
    <>
      <Button size="small" color="error" startIcon={<DeleteIcon />} onClick={() => setOpen(true)}>
        {translate('citizens.actions.delete')}
      </Button>
      <Dialog open={open} onClose={() => setOpen(false)} aria-labelledby={titleId} maxWidth="xs" fullWidth>
        <DialogTitle id={titleId}>{translate('feedback.delete_title', { what })}</DialogTitle>
        <DialogContent>
          <DialogContentText gutterBottom>{translate('citizens.vehicles.with_records.holds', { records: held })}</DialogContentText>
          <DialogContentText>{translate(isAdmin ? 'citizens.vehicles.with_records.admin' : 'citizens.vehicles.with_records.not_admin')}</DialogContentText>
        </DialogContent>
        <DialogActions>
          <Button onClick={() => setOpen(false)}>{translate(isAdmin ? 'ra.action.cancel' : 'ra.action.close')}</Button>
          {isAdmin && (
            <Button color="error" variant="contained" onClick={deleteWithRecords} disabled={busy}>
              {translate('citizens.vehicles.with_records.confirm')}
            </Button>
          )}
        </DialogActions>
      </Dialog>
    </>
  );
};
