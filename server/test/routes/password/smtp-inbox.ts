import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';
import { vi } from 'vitest';

interface ReceivedMail {
  to: string[];
  raw: string;
}

/** A real SMTP server on a free port in 4000-4999 that keeps every mail it receives. */
export interface SmtpInbox {
  url: string;
  mails: ReceivedMail[];
  /** The n-th mail (from 1), once it has arrived (mail is sent after the answer). */
  received(n: number): Promise<ReceivedMail>;
  close(): Promise<void>;
}

/** `accept`, when given, holds each mail's acceptance until it resolves (a slow mail server). */
export async function startSmtpInbox({ accept }: { accept?: Promise<void> } = {}): Promise<SmtpInbox> {
  const mails: SmtpInbox['mails'] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', async () => {
        await accept;
        mails.push({ to: session.envelope.rcptTo.map((r) => r.address), raw: Buffer.concat(chunks).toString('utf8') });
        callback();
      });
    },
  });
  const port = await listenOnFreePort(server);
  return {
    url: `smtp://127.0.0.1:${port}`,
    mails,
    received: (n) =>
      vi.waitFor(() => {
        if (mails.length < n) throw new Error(`${mails.length} mails so far, waiting for mail ${n}`);
        return mails[n - 1];
      }, { timeout: 5000 }),
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}

async function listenOnFreePort(server: SMTPServer): Promise<number> {
  for (let attempt = 0; attempt < 50; attempt++) {
    const port = 4000 + Math.floor(Math.random() * 1000);
    const listening = await new Promise<boolean>((resolve) => {
      // A port in use: the SMTP server re-emits the listen error on itself.
      const onError = () => resolve(false);
      server.once('error', onError);
      server.listen(port, '127.0.0.1', () => {
        server.off('error', onError);
        resolve(true);
      });
    });
    if (listening) return (server.server.address() as AddressInfo).port;
  }
  throw new Error('no free port in 4000-4999');
}

/** The text of a mail as sent (quoted-printable soft breaks and escapes undone). */
export function decodeQuotedPrintable(raw: string): string {
  return raw
    .replace(/=\r?\n/g, '')
    .replace(/=([0-9A-F]{2})/g, (_match, hex: string) => String.fromCharCode(parseInt(hex, 16)));
}

/** The reset link in a mail: its email and token. */
export function resetLinkIn(raw: string): URL {
  const match = decodeQuotedPrintable(raw).match(/https?:\/\/\S+\/reset-password\?\S+/);
  if (!match) throw new Error(`no reset link in the mail:\n${raw}`);
  return new URL(match[0]);
}
