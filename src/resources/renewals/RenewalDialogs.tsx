import { MenuItem, TextField } from '@mui/material';
import { useState } from 'react';
import { NumberInput, required, TextInput, useDataProvider, useTranslate } from 'react-admin';
import type { RenewalRow } from '../../dataProvider/renewals';
import { FormDialog } from '../../components/FormDialog';
import { useFormSubmit } from '../../components/useFormSubmit';
import type { AppDataProvider } from '../../dataProvider';
import type { RenewalChange } from '../../dataProvider/renewals';
import { useRefreshBoard, useStaffMembers } from './useRenewals';

interface DialogProps {
  onClose: () => void;
}

/** Saves a change of one renewal, reloads the board and closes. */
function useRenewalChange(renewal: RenewalRow, onClose: () => void) {
  const dataProvider = useDataProvider<AppDataProvider>();
  const refresh = useRefreshBoard();
  return useFormSubmit<RenewalRow>({
    save: (values) => dataProvider.updateRenewal(renewal.id, values as RenewalChange),
    success: 'renewals.saved',
    fallback: 'renewals.failed',
    onSaved: () => {
      void refresh();
      onClose();
    },
  });
}

/** Lost, with its reason (required). */
export const LostDialog = ({ renewal, onClose }: DialogProps & { renewal: RenewalRow }) => {
  const { submit, error } = useRenewalChange(renewal, onClose);
  return (
    <FormDialog title="renewals.dialogs.lost_title" onClose={onClose} error={error} onSubmit={(values) => submit({ ...values, status: 'lost' })}>
      <TextInput source="lost_reason" label="renewals.dialogs.lost_reason" validate={required()} multiline minRows={2} />
    </FormDialog>
  );
};

/** Renewed by hand, with the premium or fee earned (optional). */
export const RenewedDialog = ({ renewal, onClose }: DialogProps & { renewal: RenewalRow }) => {
  const { submit, error } = useRenewalChange(renewal, onClose);
  return (
    <FormDialog
      title="renewals.dialogs.renewed_title"
      onClose={onClose}
      error={error}
      defaultValues={{ earned: renewal.earned ?? '' }}
      onSubmit={(values) => submit({ status: 'renewed', earned: values.earned === '' || values.earned === null ? null : Number(values.earned) })}
    >
      <NumberInput source="earned" label="renewals.dialogs.earned" min={0} step={0.01} />
    </FormDialog>
  );
};

/** Assigns renewals (one, or the selected ones) to a staff member of their branch, or to nobody. */
export const AssignDialog = ({ renewals, onClose, onAssigned }: DialogProps & { renewals: RenewalRow[]; onAssigned?: () => void }) => {
  const translate = useTranslate();
  const dataProvider = useDataProvider<AppDataProvider>();
  const refresh = useRefreshBoard();
  const staff = useStaffMembers();
  const branches = new Set(renewals.map((renewal) => renewal.branch_id));
  const eligible = (staff.data ?? []).filter((member) => member.branch_id === null || (branches.size === 1 && branches.has(member.branch_id)));
  const [assignee, setAssignee] = useState(renewals.length === 1 ? String(renewals[0].assignee_id ?? '') : '');
  const { submit, error } = useFormSubmit<{ updated: number }>({
    save: () => dataProvider.assignRenewals(renewals.map((renewal) => renewal.id), assignee === '' ? null : Number(assignee)),
    success: (answer) => translate('renewals.assigned', { smart_count: answer.updated }),
    fallback: 'renewals.failed',
    onSaved: () => {
      void refresh();
      onAssigned?.();
      onClose();
    },
  });
  return (
    <FormDialog title="renewals.dialogs.assign_title" onClose={onClose} error={error} onSubmit={submit}>
      <TextField
        select
        fullWidth
        label={translate('renewals.dialogs.assignee')}
        value={assignee}
        onChange={(event) => setAssignee(event.target.value)}
        slotProps={{ select: { displayEmpty: true }, inputLabel: { shrink: true } }}
        sx={{ mt: 1 }}
      >
        <MenuItem value="">{translate('renewals.dialogs.nobody')}</MenuItem>
        {eligible.map((member) => (
          <MenuItem key={member.id} value={String(member.id)}>
            {member.name}
          </MenuItem>
        ))}
      </TextField>
    </FormDialog>
  );
};
