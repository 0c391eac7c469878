import { localUrl, type Config } from '../../config.js';
import type { Tx } from '../../db/client.js';
import { messages } from '../../db/schema/index.js';
import type { NoticeLanguage } from './expiry-notices.js';

/** What a visitor sent: the reference it is tracked by, in a WhatsApp text to the phone it gave. */
const TEXTS: Record<NoticeLanguage, Record<Submitted['kind'], string>> = {
  en: {
    service_request: 'We have received your service request. Your reference is %{reference}; with your mobile number it shows its status at %{url}.',
    document_inquiry: 'We have received your document inquiry. Your reference is %{reference}; with your mobile number it shows its status at %{url}.',
  },
  hi: {
    service_request: 'आपका सेवा अनुरोध मिल गया है। आपका संदर्भ %{reference} है; अपने मोबाइल नंबर के साथ इससे %{url} पर स्थिति देखें।',
    document_inquiry: 'आपकी दस्तावेज़ पूछताछ मिल गई है। आपका संदर्भ %{reference} है; अपने मोबाइल नंबर के साथ इससे %{url} पर स्थिति देखें।',
  },
};

export interface Submitted {
  kind: 'service_request' | 'document_inquiry';
  reference: string;
  phone: string;
}

/** Stores a request's (or inquiry's) reference message, in the transaction that stores the request itself. */
export type ReferenceSender = (tx: Tx, submitted: Submitted) => Promise<void>;

/**
 * Queues the reference (and the /track link that opens with it) to the phone a request or inquiry came with, in the
 * notices' language, when WhatsApp is configured (token and number id); without it nothing is queued, as nothing
 * would be sent. The outbox worker is woken by the caller once the transaction has committed.
 */
export const referenceSender = (config: Config): ReferenceSender => async (tx, { kind, reference, phone }) => {
  const { token, phoneNumberId, noticeLanguage } = config.whatsapp;
  if (!token || !phoneNumberId) return;
  const trackUrl = `${(config.publicUrl ?? localUrl(config)).replace(/\/+$/, '')}/track?reference=${reference}`;
  const body = TEXTS[noticeLanguage][kind].replace('%{reference}', reference).replace('%{url}', trackUrl);
  await tx.insert(messages).values({ channel: 'whatsapp', recipient: phone, body, nextAttemptAt: new Date() });
};
