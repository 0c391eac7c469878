/** Texts of the LL, DL and vehicle searches and of the global search box. */
export const search = {
  search: {
    titles: { ll: 'LL Search', dl: 'DL Search', vehicle: 'Vehicle Search' },
    numbers: { ll: 'LL Number', dl: 'DL Number', vehicle: 'Vehicle Number' },
    application_no: 'Application Number',
    hint: 'Any part of the number; spaces, hyphens and case do not matter.',
    submit: 'Search',
    enter_a_number: 'Enter the number or the application number.',
    no_results: 'No results',
    found: 'Found %{count} result(s).',
    found_more_than: 'More than %{count} found',
    failed: 'Failed to search',
    columns: { citizen: 'Citizen', mobile: 'Mobile', issue_date: 'Issue Date', expiry_date: 'Expiry Date' },
    global: {
      label: 'Search',
      placeholder: 'Search',
      searching: 'Searching…',
      /** What a hit was found by. */
      types: {
        citizen: 'Citizen',
        mobile: 'Mobile',
        ll: 'LL',
        dl: 'DL',
        registration: 'Registration',
        chassis: 'Chassis',
        engine: 'Engine',
        insurance: 'Policy',
      },
    },
  },
};
