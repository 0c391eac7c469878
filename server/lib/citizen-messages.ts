import { count, desc, eq, getTableColumns } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { MOBILE_PATTERN, type ExpiryDocumentType, type NOTICE_LANGUAGES } from '../../common/options.js';
import { messages, users } from '../db/schema/index.js';
import { invalidField } from './http-errors.js';
import { pageWindow, paged } from './paging.js';
import { rowJson } from './row-json.js';
import type { Citizen } from './scope.js';
import { internationalNumber } from './whatsapp-transport.js';

/** WhatsApp messages to a citizen: queued in the outbox (lib/outbox.ts), listed newest first. */

const { claimedBy: _claimedBy, leaseUntil: _leaseUntil, ...shownColumns } = getTableColumns(messages);
type MessageRow = { [K in keyof typeof shownColumns]: (typeof messages.$inferSelect)[K] };

export const messageJson = (row: MessageRow, sender: { id: number; name: string } | null) => ({ ...rowJson(row), sender });

/** The click-to-chat link that opens WhatsApp on the agent's own phone with the text filled in. */
export const waMeUrl = (mobile: string, text: string) => `https://wa.me/${internationalNumber(mobile)}?text=${encodeURIComponent(text)}`;

type NoticeLanguage = (typeof NOTICE_LANGUAGES)[number];

/** Each document's name in an expiry notice, per language. */
const DOCUMENT_NAMES: Record<NoticeLanguage, Record<ExpiryDocumentType, string>> = {
  en: {
    ll: 'Learner Licence', dl: 'Driving Licence', insurance: 'vehicle insurance', pucc: 'PUC certificate', fitness: 'fitness certificate',
    permit: 'permit', vltd: 'VLTd certificate', speed_governor: 'speed governor certificate', tax: 'road tax',
  },
  hi: {
    ll: 'लर्नर लाइसेंस', dl: 'ड्राइविंग लाइसेंस', insurance: 'वाहन बीमा', pucc: 'पीयूसी प्रमाणपत्र', fitness: 'फिटनेस प्रमाणपत्र',
    permit: 'परमिट', vltd: 'वीएलटीडी प्रमाणपत्र', speed_governor: 'स्पीड गवर्नर प्रमाणपत्र', tax: 'रोड टैक्स',
  },
};

/** The notice's text from the template's body parameters (name, document, number, expiry date); an LL asks for the DL. */
const NOTICE_TEXTS: Record<NoticeLanguage, (params: string[], kind: ExpiryDocumentType) => string> = {
  en: ([name, document, number, date], kind) =>
    `Dear ${name}, your ${document} ${number} expires on ${date}. ` +
    (kind === 'll' ? 'Please contact us in time to apply for your Driving Licence.' : 'Please contact us in time to renew it.'),
  hi: ([name, document, number, date], kind) =>
    `प्रिय ${name}, आपका ${document} ${number} दिनांक ${date} को समाप्त हो रहा है। ` +
    (kind === 'll' ? 'कृपया समय पर ड्राइविंग लाइसेंस के आवेदन के लिए हमसे संपर्क करें।' : 'कृपया समय पर नवीनीकरण के लिए हमसे संपर्क करें।'),
};

/** 'yyyy-mm-dd' as the product shows dates: dd-mm-yyyy. */
const displayDate = (date: string) => date.split('-').reverse().join('-');

/** An expiry notice of one document: the text, and the template's body parameters (name, document, number, expiry date). */
export function expiryNotice(language: NoticeLanguage, name: string, kind: ExpiryDocumentType, number: string, expiryDate: string) {
  const params = [name, DOCUMENT_NAMES[language][kind], number, displayDate(expiryDate)];
  return { text: NOTICE_TEXTS[language](params, kind), params };
}

/**
 * Queues a WhatsApp message to the citizen and wakes the worker; 422 when the citizen has no valid mobile.
 * Answers the row and the wa.me link.
 */
export async function queueMessage(
  app: FastifyInstance,
  citizen: Citizen,
  sender: { id: number; name: string },
  text: string,
  templateParams: string[] | null = null,
) {
  if (!citizen.mobile || !new RegExp(MOBILE_PATTERN).test(citizen.mobile)) {
    throw invalidField('mobile', `${citizen.name} has no valid 10-digit mobile number to message.`);
  }
  const [row] = await app.db
    .insert(messages)
    .values({ channel: 'whatsapp', citizenId: citizen.id, senderId: sender.id, recipient: citizen.mobile, body: text, templateParams, nextAttemptAt: new Date() })
    .returning(shownColumns);
  app.outbox.wake();
  return { data: messageJson(row, { id: sender.id, name: sender.name }), wa_me_url: waMeUrl(citizen.mobile, text) };
}

/** A page of the citizen's WhatsApp messages, newest first, each with its sender. */
export async function listMessages(app: FastifyInstance, citizenId: number, query: { page?: number; per_page?: number }) {
  const { page, perPage, offset } = pageWindow(query);
  const mine = eq(messages.citizenId, citizenId);
  const [rows, [{ total }]] = await Promise.all([
    app.db
      .select({ row: shownColumns, senderId: users.id, senderName: users.name })
      .from(messages)
      .leftJoin(users, eq(users.id, messages.senderId))
      .where(mine)
      .orderBy(desc(messages.id))
      .limit(perPage)
      .offset(offset),
    app.db.select({ total: count() }).from(messages).where(mine),
  ]);
  const data = rows.map(({ row, senderId, senderName }) => messageJson(row, senderId === null ? null : { id: senderId, name: senderName! }));
  return paged(data, page, perPage, total);
}
