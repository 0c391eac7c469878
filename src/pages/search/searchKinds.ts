/** The three number searches (doc2 §2): where each asks and which number it shows first. */
export type SearchKind = 'll' | 'dl' | 'vehicle';

export interface SearchKindConfig {
  kind: SearchKind;
  /** The query field of the number (GET /search/{kind}). */
  numberField: 'll_no' | 'dl_no' | 'vehicle_no';
  /** The row field of the number. */
  numberColumn: 'll_no' | 'dl_no' | 'registration_no';
  placeholder: string;
}

export const SEARCH_KINDS: Record<SearchKind, SearchKindConfig> = {
  ll: { kind: 'll', numberField: 'll_no', numberColumn: 'll_no', placeholder: 'CG04/0001234/2024' },
  dl: { kind: 'dl', numberField: 'dl_no', numberColumn: 'dl_no', placeholder: 'CG0420240001234' },
  vehicle: { kind: 'vehicle', numberField: 'vehicle_no', numberColumn: 'registration_no', placeholder: 'CG04AB1234' },
};

/** A result row: the licence or vehicle fields with its citizen's name and mobile. */
export interface SearchRow {
  id: number;
  citizen_id: number;
  citizen: { name: string; mobile: string };
  application_no: string | null;
  [field: string]: unknown;
}
