import { saveFile } from '../../components/saveFile';
import { useState } from 'react';
import { useNotify } from 'react-admin';
import { errorMessage, type DownloadProgress } from '../../dataProvider/http';

/** The download running: what it is and the bytes received so far. */
export interface RunningDownload {
  name: string;
  received: number;
}

type Download = (onProgress: DownloadProgress) => Promise<{ blob: Blob; fileName: string }>;

/**
 * Runs one download at a time, counting the bytes received, and saves the file; a failure shows the server's
 * message or the (translated) `fallback` as the page's red alert and an error toast (doc2 §8).
 */
export function useExportDownload() {
  const [running, setRunning] = useState<RunningDownload | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const notify = useNotify();

  const start = async (name: string, download: Download, fallback: string) => {
    setFailure(null);
    setRunning({ name, received: 0 });
    try {
      const { blob, fileName } = await download((received) => setRunning({ name, received }));
      await saveFile(blob, fileName);
    } catch (error) {
      const message = errorMessage(error, fallback);
      setFailure(message);
      notify(message, { type: 'error' });
    } finally {
      setRunning(null);
    }
  };
  return { running, failure, start };
}
