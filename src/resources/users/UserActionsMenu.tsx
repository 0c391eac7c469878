import MoreVertIcon from '@mui/icons-material/MoreVert';
import { IconButton, ListItemText, Menu, MenuItem } from '@mui/material';
import { useState, type ReactNode } from 'react';
import { Confirm, useDataProvider, useDelete, useGetIdentity, useNotify, useRefresh, useTranslate } from 'react-admin';
import type { AppDataProvider } from '../../dataProvider';
import { errorMessage } from '../../dataProvider/http';
import type { AdminUser } from '../../dataProvider/users';
import { whyNoMessage, whyNoResetLink } from './rules';
import { recordToast } from '../../components/recordToast';

/** The row actions that open a dialog, which the list keeps (so it stays open when the table turns into cards). */
export interface UserDialogOpeners {
  onEdit: (user: AdminUser) => void;
  onMessage: (user: AdminUser) => void;
  onTemporaryPassword: (user: AdminUser) => void;
}

/** A menu item; given a reason, it is disabled and says why, in readable grey (still focusable, so a screen reader reads it). */
const ActionItem = ({ label, reason, onClick, danger }: { label: ReactNode; reason?: string; onClick: () => void; danger?: boolean }) => (
  <MenuItem onClick={onClick} disabled={!!reason} sx={{ color: danger ? 'error.main' : undefined, '&.Mui-disabled': { opacity: 1, color: 'text.disabled' } }}>
    <ListItemText primary={label} secondary={reason} slotProps={{ secondary: { sx: { whiteSpace: 'normal' } } }} />
  </MenuItem>
);

/**
 * Edit, Send Message, Send Reset Link, and (not on one's own row) Set Temporary Password and Delete User for an
 * account the viewer manages; an action the account does not allow is shown disabled with the reason.
 */
export const UserActionsMenu = ({ user, onEdit, onMessage, onTemporaryPassword }: UserDialogOpeners & { user: AdminUser }) => {
  const translate = useTranslate();
  const notify = useNotify();
  const refresh = useRefresh();
  const dataProvider = useDataProvider<AppDataProvider>();
  const [deleteOne] = useDelete();
  const { identity } = useGetIdentity();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const [confirming, setConfirming] = useState(false);
  const [busy, setBusy] = useState(false);

  const run = async (action: () => Promise<string>, fallback: string) => {
    setAnchor(null);
    try {
      notify(await action(), { type: 'success' });
    } catch (error) {
      notify(errorMessage(error, translate(fallback)), { type: 'error' });
    }
  };
  const sendResetLink = () => run(async () => (await dataProvider.sendUserResetLink(user.id)).message, 'users.reset_link.failed');
  const remove = async () => {
    setBusy(true);
    await run(async () => {
      await deleteOne('users', { id: user.id, previousData: user }, { mutationMode: 'pessimistic', returnPromise: true });
      refresh();
      return recordToast('deleted', 'user', user.name, translate);
    }, 'users.delete.failed');
    setBusy(false);
    setConfirming(false);
  };
  const noMessage = whyNoMessage(user);
  const noResetLink = whyNoResetLink(user);
  const own = identity?.id === user.id;

  return (
    <>
      <IconButton aria-label={translate('users.actions.menu', { name: user.name })} onClick={(event) => setAnchor(event.currentTarget)}>
        <MoreVertIcon />
      </IconButton>
      <Menu
        anchorEl={anchor}
        open={!!anchor}
        onClose={() => setAnchor(null)}
        slotProps={{ paper: { sx: { maxWidth: 320 } }, list: { disabledItemsFocusable: true } }}
      >
        <ActionItem label={translate('users.actions.edit')} onClick={() => (setAnchor(null), onEdit(user))} />
        <ActionItem
          label={translate('users.actions.message')}
          reason={noMessage && translate(noMessage)}
          onClick={() => (setAnchor(null), onMessage(user))}
        />
        <ActionItem label={translate('users.actions.reset_link')} reason={noResetLink && translate(noResetLink)} onClick={sendResetLink} />
        {!own && <ActionItem label={translate('users.actions.temporary_password')} onClick={() => (setAnchor(null), onTemporaryPassword(user))} />}
        {!own && <ActionItem label={translate('users.actions.delete')} onClick={() => (setAnchor(null), setConfirming(true))} danger />}
      </Menu>
      <Confirm
        isOpen={confirming}
        loading={busy}
        title="users.delete.confirm_title"
        titleTranslateOptions={{ name: user.name }}
        content="users.delete.confirm"
        onConfirm={remove}
        onClose={() => setConfirming(false)}
      />
    </>
  );
};
