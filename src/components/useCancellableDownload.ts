import { saveFile } from './saveFile';
import { useEffect, useRef, useState } from 'react';
import { useNotify, useTranslate } from 'react-admin';
import { errorMessage, type DownloadProgress } from '../dataProvider/http';

type Download = (onProgress: DownloadProgress, signal: AbortSignal) => Promise<{ blob: Blob; fileName: string }>;

/**
 * One download at a time that can be cancelled: `received` counts its bytes (null when none runs), `cancel` stops it
 * ('Download cancelled.'), leaving the page stops it too. The file is saved once complete; a failure shows the server's
 * message or the translated `fallback`.
 */
export function useCancellableDownload(fallback: string) {
  const notify = useNotify();
  const translate = useTranslate();
  const [received, setReceived] = useState<number | null>(null);
  const running = useRef<AbortController | null>(null);
  useEffect(() => () => running.current?.abort(), []);

  const start = async (download: Download) => {
    const controller = new AbortController();
    running.current = controller;
    setReceived(0);
    try {
      const { blob, fileName } = await download(setReceived, controller.signal);
      await saveFile(blob, fileName);
    } catch (error) {
      if (controller.signal.aborted) notify('desk.download_cancelled', { type: 'info' });
      else notify(errorMessage(error, translate(fallback)), { type: 'error' });
    } finally {
      running.current = null;
      setReceived(null);
    }
  };
  return { received, start, cancel: () => running.current?.abort() };
}
