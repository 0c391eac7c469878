import MoreVertIcon from '@mui/icons-material/MoreVert';
import { IconButton, Menu, MenuItem } from '@mui/material';
import { useState } from 'react';
import { Confirm, useDataProvider, useDelete, useGetIdentity, useNotify, useRefresh, useTranslate } from 'react-admin';
import type { AppDataProvider } from '../../dataProvider';
import { errorMessage } from '../../dataProvider/http';
import type { AdminUser } from '../../dataProvider/users';

interface UserActionsMenuProps {
  user: AdminUser;
  onEdit: (user: AdminUser) => void;
  onMessage: (user: AdminUser) => void;
}

/** Edit, Send Message, Send Reset Link and Delete User (not on one's own row) for an account the viewer manages. */
export const UserActionsMenu = ({ user, onEdit, onMessage }: UserActionsMenuProps) => {
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
      return 'users.delete.success';
    }, 'users.delete.failed');
    setBusy(false);
    setConfirming(false);
  };
  const message = () => {
    setAnchor(null);
    if (user.primary_citizen) onMessage(user);
    else notify('users.no_primary', { type: 'warning' });
  };

  return (
    <>
      <IconButton aria-label={translate('users.actions.menu', { name: user.name })} onClick={(event) => setAnchor(event.currentTarget)}>
        <MoreVertIcon />
      </IconButton>
      <Menu anchorEl={anchor} open={!!anchor} onClose={() => setAnchor(null)}>
        <MenuItem onClick={() => (setAnchor(null), onEdit(user))}>{translate('users.actions.edit')}</MenuItem>
        <MenuItem onClick={message}>{translate('users.actions.message')}</MenuItem>
        <MenuItem onClick={sendResetLink}>{translate('users.actions.reset_link')}</MenuItem>
        {identity?.id !== user.id && (
          <MenuItem onClick={() => (setAnchor(null), setConfirming(true))} sx={{ color: 'error.main' }}>
            {translate('users.actions.delete')}
          </MenuItem>
        )}
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
