import { and, gte, like, lte, or, sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client.js';
import { documentInquiries, serviceRequests, users } from '../../db/schema/index.js';
import { SEARCH_PAGES_AHEAD } from '../citizens/citizen-list.js';
import { containsText } from '../citizens/text-search.js';
import { newestFirst } from './desk-lists.js';
import { referenceMatch } from './references.js';
import { searchTerm } from '../search/number-search.js';
import { jsonPage, readPage, type JsonPage, type RowsJson } from '../http/json-page.js';
import { mobileSearchDigits } from '../../../common/rules.js';

/**
 * The search box of the service-request and document-inquiry desks: one term, a reference (one row of its unique
 * index), a name, a phone number or a vehicle number. The term is looked for in the row's search_text (a name, or a vehicle number written without spaces, dots and
 * hyphens) through its trigram index; a mobile, whole or its start (as normaliseMobile reads it: '+91-98765', '0 98765 43210'), is also the start of a phone
 * number, a range of the phone's btree index. Each way of matching is its own newest-first read of at most `bound`
 * rows, merged, so the matches are counted only a few pages ahead, as the citizen list counts its searches.
 */


/** A 10-digit phone starting with `digits`: a btree range (an index read), then the exact prefix. */
export function phonePrefix(column: AnyPgColumn, digits: string): SQL {
  if (digits.length >= 10) return sql`${column} = ${digits}`;
  return and(gte(column, digits.padEnd(10, '0')), lte(column, digits.padEnd(10, '9')), like(column, `${digits}%`))!;
}

/**
 * search_text containing the term, as typed (a name) or, when it has a digit, also as the search_text holds a vehicle
 * number (without spaces, dots and hyphens): both through the trigram index.
 */
export function textContains(searchText: AnyPgColumn | SQL, q: string): SQL {
  const terms = new Set([q.trim(), ...(/\d/.test(q) ? [searchTerm(q)] : [])].map((term) => term.toLowerCase()));
  return or(...[...terms].map((term) => containsText(searchText, term)))!;
}

/** A term's matches in `searchText` and, when it is a phone's digits, in the phone column (each its own index read). */
const contactMatches = (q: string, searchText: AnyPgColumn, phone: AnyPgColumn): SQL[] => {
  const digits = mobileSearchDigits(q);
  return [textContains(searchText, q), ...(digits ? [phonePrefix(phone, digits)] : [])];
};

/**
 * The newest requests of the users whose name holds the term or whose phone starts with its digits, read user by user
 * down service_requests_user_idx (never a walk of the whole list hoping to meet them).
 */
const requesterRead = (q: string): CustomRead => (limit, status) => {
  const digits = mobileSearchDigits(q);
  const match = digits ? phonePrefix(users.phone, digits) : textContains(sql`lower(${users.name})`, q);
  return sql`select r.id, r.created_at from ${users} cross join lateral (
      select id, created_at from ${serviceRequests} where user_id = ${users.id} ${status ? sql`and ${status}` : sql``}
      order by created_at desc, id desc limit ${limit}) r
    where ${match}`;
};

/** The reads of a request search: its reference, or its contact (name, phone, a vehicle number in its query) and its requester. */
export const requestMatches = (q: string): Match[] => {
  const reference = referenceMatch('SR', q);
  if (reference) return [reference];
  return [...contactMatches(q, serviceRequests.searchText, serviceRequests.contactPhone), requesterRead(q)];
};

/** The reads of an inquiry search: its reference, or its name or vehicle number, and its phone. */
export const inquiryMatches = (q: string): SQL[] => {
  const reference = referenceMatch('DI', q);
  return reference ? [reference] : contactMatches(q, documentInquiries.searchText, documentInquiries.phone);
};

/** A read of its own: the `id, created_at` of at most `limit` newest matches (of the status, when given). */
type CustomRead = (limit: number, status: SQL | undefined) => SQL;
/** A condition on the table's rows, or a read of its own. */
export type Match = SQL | CustomRead;

export interface SearchPage {
  table: typeof serviceRequests | typeof documentInquiries;
  matches: Match[];
  status?: string;
  page: number;
  perPage: number;
  rowsJson: RowsJson;
}

/**
 * One page of a desk search, newest first, in one statement: its matches counted up to SEARCH_PAGES_AHEAD pages past it
 * (`meta.total_is_lower_bound` when there are more).
 */
export async function searchPage(db: Db, { table, matches, status, page, perPage, rowsJson }: SearchPage): Promise<JsonPage> {
  const offset = (page - 1) * perPage;
  const bound = offset + perPage * SEARCH_PAGES_AHEAD;
  const order = newestFirst(table);
  const statusIs = status ? sql`${table.status} = ${status}` : undefined;
  const reads = matches.map((match) =>
    typeof match === 'function'
      ? sql`(${match(bound + 1, statusIs)})`
      : sql`(select ${table.id} as id, ${table.createdAt} as created_at from ${table}
          where ${and(match, statusIs)} order by ${sql.join(order, sql`, `)} limit ${bound + 1})`,
  );
  const newest = sql`created_at desc, id desc`; // of the matched ids, a derived table
  const found = sql`select id, created_at from (${sql.join(reads, sql` union `)}) matched order by ${newest} limit ${bound + 1}`;
  const ids = sql`select id from found order by ${newest} limit ${perPage} offset ${offset}`;
  return jsonPage(page, perPage, await readPage(db, { rowsJson, total: sql`(select count(*)::int from found)`, ids, found }), bound);
}
