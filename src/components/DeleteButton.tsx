import DeleteIcon from '@mui/icons-material/Delete';
import { useQueryClient } from '@tanstack/react-query';
import { useNotify, useTranslate } from 'react-admin';
import { ConfirmButton } from './ConfirmButton';
import { recordToast, recordWhat, type RecordChange, type RecordKind } from './recordToast';

interface DeleteButtonProps {
  /** The delete call. */
  remove: () => Promise<unknown>;
  /** What is deleted: the confirmation and the toast's second line name it ('Delete the LL CG13/0000001/2016?'). */
  kind: RecordKind;
  name: string;
  /** Which of the kind's toasts the delete shows (feedback.toasts.<kind>.deleted unless told). */
  change?: Extract<RecordChange, 'deleted' | 'deleted_in_list'>;
  /** The toast of a failed delete. */
  failure: (error: unknown) => string;
  /** A confirmation of its own (placeholders `%{name}`, `%{what}`), e.g. the one the spec quotes for a citizen. */
  title?: string;
  content?: string;
  /** Runs after the delete and before the refresh, e.g. to leave the deleted citizen's page. */
  onDeleted?: () => void;
  /** When leaving, queries are only marked stale, so the page being left does not refetch what is gone. */
  leaving?: boolean;
}

/** Delete with a confirmation naming the record, then refresh the citizen queries and toast 'Record deleted.' (doc1 §8) and the record. */
export const DeleteButton = ({
  remove,
  kind,
  name,
  change = 'deleted',
  failure,
  title = 'feedback.delete_title',
  content = 'feedback.delete_content',
  onDeleted,
  leaving = false,
}: DeleteButtonProps) => {
  const notify = useNotify();
  const translate = useTranslate();
  const queryClient = useQueryClient();
  const confirm = async () => {
    try {
      await remove();
      onDeleted?.();
      await queryClient.invalidateQueries({ queryKey: ['citizens'], refetchType: leaving ? 'none' : 'active' });
      notify(recordToast(change, kind, name, translate), { type: 'success' });
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
      messageArgs={{ name, what: recordWhat(kind, name, translate) }}
      onConfirm={confirm}
    />
  );
};
