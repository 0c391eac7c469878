import { Chip, type ChipProps } from '@mui/material';
import { useTranslate } from 'react-admin';
import type { MessageStatus } from '../../../common/options';

const COLOURS: Record<MessageStatus, ChipProps['color']> = {
  queued: 'default',
  sending: 'default',
  sent: 'info',
  delivered: 'primary',
  read: 'success',
  failed: 'error',
};

/** A message's delivery status as a coloured chip. */
export const MessageStatusBadge = ({ status }: { status: MessageStatus }) => {
  const translate = useTranslate();
  return <Chip size="small" color={COLOURS[status]} label={translate(`citizens.messages.status.${status}`)} />;
};
