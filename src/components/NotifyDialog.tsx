import { Alert, Button, Dialog, DialogActions, DialogContent, DialogTitle, LinearProgress, Paper, Typography, useMediaQuery, type Theme } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslate } from 'react-admin';
import type { NoticePreview } from '../dataProvider/citizens';
import { errorMessage } from '../dataProvider/http';

interface NotifyDialogProps {
  /** Tells apart the documents' previews. */
  previewKey: string;
  preview(): Promise<NoticePreview>;
  onSend(): Promise<void>;
  onClose(): void;
}

/**
 * Notify's confirmation: the notice exactly as the server will send it and the phone it goes to; Send stays off
 * until they are shown, and the server's refusal (a replaced LL, no mobile…) is shown instead.
 */
export const NotifyDialog = ({ previewKey, preview, onSend, onClose }: NotifyDialogProps) => {
  const translate = useTranslate();
  const fullScreen = useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'));
  const [sending, setSending] = useState(false);
  const notice = useQuery({ queryKey: ['notice-preview', previewKey], queryFn: preview, retry: false, gcTime: 0 });
  const send = async () => {
    setSending(true);
    try {
      await onSend();
    } finally {
      setSending(false);
    }
  };
  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="sm" fullScreen={fullScreen} aria-labelledby="notify-dialog-title">
      <DialogTitle id="notify-dialog-title">{translate('citizens.notice.title')}</DialogTitle>
      <DialogContent>
        {notice.isPending && <LinearProgress />}
        {notice.error && <Alert severity="error">{errorMessage(notice.error, translate('citizens.ll.notify_failed'))}</Alert>}
        {notice.data && (
          <>
            <Typography variant="body2" color="text.secondary" gutterBottom>
              {translate('citizens.notice.to', { name: notice.data.name, mobile: notice.data.mobile })}
            </Typography>
            <Paper variant="outlined" sx={{ p: 2, whiteSpace: 'pre-wrap' }}>
              <Typography variant="body1">{notice.data.text}</Typography>
            </Paper>
          </>
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{translate('ra.action.cancel')}</Button>
        <Button variant="contained" onClick={send} disabled={!notice.data || sending}>
          {translate('citizens.notice.send')}
        </Button>
      </DialogActions>
    </Dialog>
  );
};
