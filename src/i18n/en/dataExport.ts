/** Texts of the admin's data export (/admin/export); the failures are doc2 §8's. */
export const dataExport = {
  data_export: {
    title: 'Data Export',
    intro: 'Download a table as a CSV file (UTF-8, opens in Excel), or every table at once as one ZIP. Passwords and tokens are never exported.',
    tables: 'Tables',
    download_all: 'Download all as ZIP',
    download_csv: 'Download CSV',
    download_table: 'Download %{table} as CSV',
    downloading: 'Downloading %{name}: %{size} received',
    load_failed: 'Failed to load table list.',
    table_failed: 'Failed to export %{table}.',
    zip_failed: 'Data export failed.',
  },
};
