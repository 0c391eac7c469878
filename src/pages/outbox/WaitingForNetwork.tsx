import CloudOffIcon from '@mui/icons-material/CloudOff';
import { Alert, AlertTitle } from '@mui/material';
import { useEffect, useRef } from 'react';
import { useTranslate } from '../../i18n/translations';
import type { OutboxKind } from './outboxStore';

/** Shown instead of the form once it waits in the outbox; takes the focus, so a screen reader says it at once. */
export const WaitingForNetwork = ({ kind }: { kind: OutboxKind }) => {
  const translate = useTranslate();
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => ref.current?.focus(), []);
  return (
    <Alert ref={ref} tabIndex={-1} severity="warning" icon={<CloudOffIcon />} role="status" data-testid="waiting-for-network">
      <AlertTitle>{translate('outbox.waiting_title')}</AlertTitle>
      {translate(`outbox.waiting.${kind}`)}
    </Alert>
  );
};
