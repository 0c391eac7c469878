import type { FastifyBaseLogger } from 'fastify';
import type { WhatsAppConfig } from '../../config.js';
import { LOG_PROVIDER } from './mailer.js';

/** What the transport needs of an outbox row. */
export interface OutgoingMessage {
  id: number;
  recipient: string;
  body: string;
  templateParams: string[] | null;
  kind: 'message' | 'reminder';
  language: 'en' | 'hi' | null;
  /** A reply from the inbox sent as this approved template (its parameters in `templateParams`). */
  templateName?: string | null;
}

/** The outcome of one attempt: sent with the provider's id, or an error that may be retried. */
export type SendOutcome = { ok: true; providerId: string } | { ok: false; retry: boolean; error: string };

export type WhatsAppTransport = (message: OutgoingMessage) => Promise<SendOutcome>;

/** Longer than this and the attempt counts as a network error (retried); well under the worker's lease. */
const REQUEST_TIMEOUT_MS = 15_000;

/** India's country code: a citizen's 10-digit mobile as WhatsApp and wa.me address it. */
export const internationalNumber = (mobile: string) => `91${mobile}`;

/** The approved template of a message and its language: a reply's own, the reminder digest's in the citizen's language. */
const templateOf = (config: WhatsAppConfig, message: OutgoingMessage) =>
  message.templateName
    ? { name: message.templateName, code: message.language ?? 'en' }
    : message.kind === 'reminder'
    ? { name: config.reminderTemplate, code: message.language ?? 'en' }
    : { name: config.noticeTemplate, code: config.noticeLanguage };

/** The Cloud API request body: the notice or digest as the approved template when one is configured, otherwise text. */
export function cloudApiBody(config: WhatsAppConfig, message: OutgoingMessage) {
  const base = { messaging_product: 'whatsapp', recipient_type: 'individual', to: internationalNumber(message.recipient) };
  const template = templateOf(config, message);
  if (message.templateParams && template.name) {
    const parameters = message.templateParams.map((text) => ({ type: 'text', text }));
    return {
      ...base,
      type: 'template',
      template: { name: template.name, language: { code: template.code }, components: [{ type: 'body', parameters }] },
    };
  }
  return { ...base, type: 'text', text: { preview_url: false, body: message.body } };
}

/** POST {WHATSAPP_API_URL}/{phone-number-id}/messages: network errors, 5xx and 429 (too many requests) are retried, other 4xx are not. */
function cloudApiTransport(config: WhatsAppConfig & { token: string; phoneNumberId: string }): WhatsAppTransport {
  return async (message) => {
    let response: Response;
    try {
      response = await fetch(`${config.apiUrl}/${config.phoneNumberId}/messages`, {
        method: 'POST',
        headers: { authorization: `Bearer ${config.token}`, 'content-type': 'application/json' },
        body: JSON.stringify(cloudApiBody(config, message)),
        signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS),
      });
    } catch (error) {
      return { ok: false, retry: true, error: `WhatsApp API unreachable: ${error instanceof Error ? error.message : String(error)}` };
    }
    const answer = (await response.json().catch(() => ({}))) as { messages?: { id?: string }[]; error?: { message?: string; code?: number } };
    const providerId = answer.messages?.[0]?.id;
    if (response.ok && providerId) return { ok: true, providerId };
    // The error code (131047: the 24-hour window has closed) tells staff why; the chat reads it.
    const code = typeof answer.error?.code === 'number' ? ` (${answer.error.code})` : '';
    const reason = `${answer.error?.message ?? (response.ok ? 'no message id in the answer' : response.statusText)}${code}`;
    return { ok: false, retry: response.status >= 500 || response.status === 429, error: `WhatsApp API ${response.status}: ${reason}` };
  };
}

/**
 * Without a token the message is only written to the log and counts as sent, its provider id `log:<id>`: a delivery
 * report simulated through the webhook names the one message it is about.
 */
const logTransport = (log: FastifyBaseLogger): WhatsAppTransport => async (message) => {
  log.info({ whatsapp: { id: message.id, to: message.recipient, text: message.body } }, 'WhatsApp message written to the log (no WHATSAPP_TOKEN)');
  return { ok: true, providerId: `${LOG_PROVIDER}:${message.id}` };
};

export function whatsAppTransport(config: WhatsAppConfig, log: FastifyBaseLogger): WhatsAppTransport {
  const { token, phoneNumberId } = config;
  return token && phoneNumberId ? cloudApiTransport({ ...config, token, phoneNumberId }) : logTransport(log);
}
