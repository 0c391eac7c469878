import { eq } from 'drizzle-orm';
import type { AnyPgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { FastifyRequest } from 'fastify';
import type { ExpiryDocumentType, NOTICE_LANGUAGES } from '../../../common/options.js';
import { hasPassed } from '../../../common/record-status.js';
import { learnerLicences } from '../../db/schema/index.js';
import { checkMobile, queueMessage } from './citizen-messages.js';
import { reportRow, SOURCE_TABLES } from '../reports/expiry-report.js';
import { invalidField } from '../http/http-errors.js';
import { replacedByDrivingLicence } from '../citizens/record-status.js';
import { loadCitizenInScope, loadOwnedInScope, sessionUser, type Citizen } from '../citizens/scope.js';
import type { FileStore } from '../storage/index.js';

/**
 * Expiry notices (decisions.md §Messaging): worded by the server, shown to the sender first (the preview routes answer
 * the exact text and phone), then queued on WhatsApp; the document remembers when it was last notified.
 */

export type NoticeLanguage = (typeof NOTICE_LANGUAGES)[number];

/** Each document's name in an expiry notice, per language. */
export const DOCUMENT_NAMES: Record<NoticeLanguage, Record<ExpiryDocumentType, string>> = {
  en: {
    ll: 'Learner License', dl: 'Driving License', insurance: 'vehicle insurance', pucc: 'PUC certificate', fitness: 'fitness certificate',
    permit: 'permit', vltd: 'VLTd certificate', speed_governor: 'speed governor certificate', tax: 'road tax',
  },
  hi: {
    ll: 'लर्नर लाइसेंस', dl: 'ड्राइविंग लाइसेंस', insurance: 'वाहन बीमा', pucc: 'पीयूसी प्रमाणपत्र', fitness: 'फिटनेस प्रमाणपत्र',
    permit: 'परमिट', vltd: 'वीएलटीडी प्रमाणपत्र', speed_governor: 'स्पीड गवर्नर प्रमाणपत्र', tax: 'रोड टैक्स',
  },
};

/** What a notice asks for: an LL leads to the DL (or, once expired, a new LL), anything else to its renewal. */
const REQUESTS: Record<NoticeLanguage, Record<'ll' | 'other', [expiring: string, expired: string]>> = {
  en: {
    ll: ['Please contact us in time to apply for your Driving License.', 'Please contact us to apply for a new one.'],
    other: ['Please contact us in time to renew it.', 'Please contact us to renew it.'],
  },
  hi: {
    ll: ['कृपया समय पर ड्राइविंग लाइसेंस के आवेदन के लिए हमसे संपर्क करें।', 'कृपया नए लर्नर लाइसेंस के आवेदन के लिए हमसे संपर्क करें।'],
    other: ['कृपया समय पर नवीनीकरण के लिए हमसे संपर्क करें।', 'कृपया नवीनीकरण के लिए हमसे संपर्क करें।'],
  },
};

/** The notice's first sentence from the template's body parameters (name, document, number, expiry date). */
const STATEMENTS: Record<NoticeLanguage, (params: string[], expired: boolean) => string> = {
  en: ([name, document, number, date], expired) => `Dear ${name}, your ${document} ${number} ${expired ? 'expired' : 'expires'} on ${date}.`,
  hi: ([name, document, number, date], expired) =>
    `प्रिय ${name}, आपका ${document} ${number} तिथि ${date} को ${expired ? 'समाप्त हो चुका है' : 'समाप्त हो रहा है'}।`,
};

/** 'yyyy-mm-dd' as the product shows dates: dd-mm-yyyy. */
export const displayDate = (date: string) => date.split('-').reverse().join('-');

/**
 * An expiry notice of one document: "expires on" before the date, "expired on" once it has passed (in India). The
 * template's body parameters (name, document, number, expiry date) go with a notice of a coming expiry only: the
 * approved template says "expires on", so a notice of a passed date goes as text.
 */
export function expiryNotice(language: NoticeLanguage, name: string, kind: ExpiryDocumentType, number: string, expiryDate: string) {
  const params = [name, DOCUMENT_NAMES[language][kind], number, displayDate(expiryDate)];
  const expired = hasPassed(expiryDate);
  const request = REQUESTS[language][kind === 'll' ? 'll' : 'other'][expired ? 1 : 0];
  return { text: `${STATEMENTS[language](params, expired)} ${request}`, params: expired ? null : params };
}

type NotifiedTable = PgTable & { id: AnyPgColumn; notifiedAt: AnyPgColumn };

/** A notice ready to be shown or sent: to whom, its text and template parameters, and the document it is about. */
export interface PreparedNotice {
  citizen: Citizen;
  text: string;
  params: string[] | null;
  document: { table: NotifiedTable; id: number };
}

/** The LL Notify: 422 without an expiry date or once a later driving licence has replaced the LL. */
export async function learnerLicenceNotice(request: FastifyRequest, id: number): Promise<PreparedNotice> {
  const licence = await loadOwnedInScope(request, learnerLicences, id, 'edit');
  const citizen = await loadCitizenInScope(request, licence.citizenId, 'edit');
  if (!licence.expiryDate) throw invalidField('expiry_date', 'This learner license has no expiry date to give notice of.');
  const [{ replaced }] = await request.server.db
    .select({ replaced: replacedByDrivingLicence })
    .from(learnerLicences)
    .where(eq(learnerLicences.id, licence.id));
  if (replaced) throw invalidField('ll_no', 'This learner license has been replaced by a driving license.');
  const notice = expiryNotice(request.server.config.whatsapp.noticeLanguage, citizen.name, 'll', licence.llNo, licence.expiryDate);
  return checked({ citizen, ...notice, document: { table: learnerLicences, id: licence.id } });
}

/** The Notify of an expiry report row (a current document in the caller's scope). */
export async function reportRowNotice(request: FastifyRequest, type: string, recordId: number, files: FileStore): Promise<PreparedNotice> {
  const row = await reportRow(request.server.db, sessionUser(request), type, recordId, files);
  const citizen = await loadCitizenInScope(request, row.citizen_id, 'edit');
  const notice = expiryNotice(request.server.config.whatsapp.noticeLanguage, citizen.name, row.doc_type, row.identifier, row.expiry_date);
  return checked({ citizen, ...notice, document: { table: SOURCE_TABLES[row.doc_type] as NotifiedTable, id: row.record_id } });
}

/** 422 when the citizen has no mobile to message, before anything is shown or sent. */
function checked(notice: PreparedNotice): PreparedNotice {
  checkMobile(notice.citizen);
  return notice;
}

/** What the sender confirms: the exact text and the phone it goes to. */
export const noticePreview = ({ citizen, text }: PreparedNotice) => ({ name: citizen.name, mobile: citizen.mobile, text });

/** Queues the notice and stamps the document's `notified_at` in the same transaction. */
export const sendNotice = (request: FastifyRequest, { citizen, text, params, document }: PreparedNotice) =>
  queueMessage(request.server, citizen, sessionUser(request), text, params, (tx) =>
    tx.update(document.table).set({ notifiedAt: new Date() } as never).where(eq(document.table.id, document.id)),
  );
