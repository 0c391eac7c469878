import type { TranslateFunction } from 'react-admin';
import { relationKey } from '../../resources/citizens/citizenFields';
import { optionKey } from '../../i18n/options';

/** A status's words by the entity it belongs to. */
const STATUS_WORDS: Record<string, string> = {
  service_request: 'desk.request_statuses',
  document_inquiry: 'desk.inquiry_statuses',
  renewal: 'renewals.statuses',
};

/** The message key of a stored value the screens show in words ('pending' → 'Pending', 'renewal_dl' → 'Renewal of DL'). */
const WORDS: Record<string, (value: string, entity: string) => string | undefined> = {
  status: (value, entity) => STATUS_WORDS[entity] && `${STATUS_WORDS[entity]}.${value}`,
  category: (value) => `shell.categories.${value}`,
  services: (value) => `shell.services.${value}`,
  document_type: (value) => optionKey('document_types', value),
  doc_type: (value) => `expiries.types.${value}`,
  role: (value) => `shell.roles.${value}`,
  language: (value) => `citizens.languages.${value}`,
  relation_type: (value) => relationKey(value),
};

/**
 * A stored value of an audit entry in the current language, as the screens show it ('new' → 'नया'); a value no list
 * names (a name, a number) stays as held.
 */
export function auditValueWords(entity: string, field: string, value: string, translate: TranslateFunction): string {
  const key = WORDS[field]?.(value, entity);
  return key ? translate(key, { _: value }) : value;
}
