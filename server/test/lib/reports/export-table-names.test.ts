import { describe, expect, it } from 'vitest';
import { EXPORT_TABLES } from '../../../lib/reports/export-tables.js';
import { dataExport as english } from '../../../../src/i18n/en/dataExport.js';
import { dataExport as hindi } from '../../../../src/i18n/hi/dataExport.js';

describe('the export page names every exportable table', () => {
  it.each([...EXPORT_TABLES.keys()])('%s, in English and Hindi', (table) => {
    expect(english.data_export.table_names).toHaveProperty(table);
    expect(hindi.data_export.table_names).toHaveProperty(table);
  });
});
