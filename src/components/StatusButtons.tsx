import { Button, Stack } from '@mui/material';
import { useState } from 'react';
import { useDataProvider, useNotify, useRecordContext, useRefresh, useTranslate } from 'react-admin';
import type { AppDataProvider } from '../dataProvider';
import { errorMessage } from '../dataProvider/http';
import type { DeskKind } from './DeskStatusBadge';

interface StatusButtonsProps {
  /** The list's resource: `service-requests` or `admin/inquiries`. */
  resource: string;
  kind: DeskKind;
  statuses: readonly string[];
  /** The success toast's key, with `%{status}`. */
  marked: string;
}

/** One button per status for the row's record; the current status is disabled. They wrap in a narrow cell. */
export const StatusButtons = ({ resource, kind, statuses, marked }: StatusButtonsProps) => {
  const record = useRecordContext<{ id: number; status: string }>();
  const dataProvider = useDataProvider<AppDataProvider>();
  const notify = useNotify();
  const refresh = useRefresh();
  const translate = useTranslate();
  const [busy, setBusy] = useState(false);
  if (!record) return null;
  const statusLabel = (status: string) => translate(`desk.${kind}_statuses.${status}`);
  const choose = async (status: string) => {
    setBusy(true);
    try {
      await dataProvider.setStatus(resource, record.id, status);
      // The status as a word of the sentence: 'Request marked as pending.', 'अनुरोध लंबित के रूप में चिह्नित।'
      notify(marked, { type: 'success', messageArgs: { status: statusLabel(status).toLocaleLowerCase() } });
      refresh();
    } catch (error) {
      notify(errorMessage(error, translate('desk.status_failed')), { type: 'error' });
    } finally {
      setBusy(false);
    }
  };
  return (
    <Stack direction="row" useFlexGap sx={{ flexWrap: 'wrap', gap: 0.5, minWidth: 160 }}>
      {statuses.map((status) => {
        const label = statusLabel(status);
        return (
          <Button
            key={status}
            size="small"
            variant="outlined"
            disabled={busy || record.status === status}
            onClick={() => choose(status)}
            aria-label={translate('desk.set_status', { status: label })}
          >
            {label}
          </Button>
        );
      })}
    </Stack>
  );
};
