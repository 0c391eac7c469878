import DeleteIcon from '@mui/icons-material/Delete';
import { useQueryClient } from '@tanstack/react-query';
import { useNotify } from 'react-admin';
import { ConfirmButton } from './ConfirmButton';

interface DeleteButtonProps {
  /** The delete call. */
  remove: () => Promise<unknown>;
  /** Success toast (message key). */
  success: string;
  /** The toast of a failed delete. */
  failure: (error: unknown) => string;
  title?: string;
  content?: string;
  messageArgs?: Record<string, unknown>;
  /** Runs after the delete and before the refresh, e.g. to leave the deleted citizen's page. */
  onDeleted?: () => void;
  /** When leaving, queries are only marked stale, so the page being left does not refetch what is gone. */
  leaving?: boolean;
}

/** Delete with a confirmation, then refresh the citizen queries and toast. */
export const DeleteButton = ({
  remove,
  success,
  failure,
  title = 'citizens.confirm_delete.title',
  content = 'citizens.confirm_delete.content',
  messageArgs,
  onDeleted,
  leaving = false,
}: DeleteButtonProps) => {
  const notify = useNotify();
  const queryClient = useQueryClient();
  const confirm = async () => {
    try {
      await remove();
      onDeleted?.();
      await queryClient.invalidateQueries({ queryKey: ['citizens'], refetchType: leaving ? 'none' : 'active' });
      notify(success, { type: 'success' });
    } catch (error) {
      notify(failure(error), { type: 'error' });
    }
  };
  return (
    <ConfirmButton
      label="citizens.actions.delete"
      icon={<DeleteIcon />}
      color="error"
      title={title}
      content={content}
      messageArgs={messageArgs}
      onConfirm={confirm}
    />
  );
};
