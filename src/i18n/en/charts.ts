/** Texts of the staff dashboard's charts (issue 22, Pictures). */
export const charts = {
  charts: {
    show_table: 'Show as table',
    show_chart: 'Show as chart',
    week_of: 'Week of',
    total: 'Total',
    load_failed: 'Failed to load the charts.',
    no_data: 'Nothing to show',
    expiring: {
      title: 'Documents expiring per week (next 12 weeks)',
      hint: 'Select a week to open its expiry report.',
      open_week: 'Open the expiry report of the week of %{date}',
    },
    requests: { title: 'Service requests per status (last 8 weeks)' },
    renewals: {
      title: 'Renewals by status',
      status: 'Status',
      count: 'Renewals',
      earned: 'Earned this month: %{amount}',
      statuses: { due: 'Due', contacted: 'Contacted', renewed: 'Renewed', lost: 'Lost' },
    },
  },
};
