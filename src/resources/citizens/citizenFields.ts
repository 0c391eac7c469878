import type { Citizen } from '../../dataProvider/citizens';

/** The message key of a relation type ('Son of' → citizens.relations.son_of). */
export const relationKey = (relation: string, short = false) =>
  `citizens.${short ? 'relations_short' : 'relations'}.${relation.toLowerCase().replace(/ /g, '_')}`;

/** The fields a citizen form edits and sends (create adds is_self). */
export const CITIZEN_FORM_FIELDS = [
  'name', 'relation_type', 'relation_name', 'mobile', 'email', 'dob', 'address', 'state', 'city', 'language', 'reminders_opt_out',
] as const satisfies readonly (keyof Citizen)[];

export const pickCitizenFields = (values: Partial<Citizen> | Record<string, unknown>) =>
  Object.fromEntries(CITIZEN_FORM_FIELDS.map((field) => [field, (values as Record<string, unknown>)[field] ?? null]));
