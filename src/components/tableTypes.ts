import type { Key, ReactNode } from 'react';

/** The columns and props of ResponsiveTable, shared with the rows it draws (TableRows, VirtualTable) and the column helpers (tables.tsx). */
export interface TableColumn<T> {
  /** Column id and React key. */
  id: string;
  /** i18n key of the heading (and of the card's label on a phone). */
  label: string;
  render: (row: T) => ReactNode;
  /**
   * Free text (names, queries, numbers) that may wrap onto several lines on a desk, its heading too, so the row's
   * actions stay in view: anywhere once narrowed to 96 px (a long number), or with 'words' only between words.
   */
  wrap?: boolean | 'words';
  /** Left out of the phone cards (a row number: a card needs none). */
  deskOnly?: boolean;
}

export interface ResponsiveTableProps<T> {
  rows: T[];
  /** On a phone the `titleColumn` (else the first) is the card's title and the rest its labelled lines. */
  columns: TableColumn<T>[];
  titleColumn?: string;
  /** Row buttons: the last column on a desk, the card's foot on a phone. */
  actions?: (row: T) => ReactNode;
  actionsLabel?: string;
  rowKey?: (row: T) => Key;
  isPending?: boolean;
  empty?: ReactNode;
}
