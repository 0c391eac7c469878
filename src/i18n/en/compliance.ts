/** Texts of a vehicle's roadworthiness badge and its filters. */
export const compliance = {
  compliance: {
    label: 'Roadworthiness',
    states: { green: 'Roadworthy', amber: 'Renewal due', red: 'Not roadworthy' },
    reasons: {
      missing: '%{document} missing',
      expired: '%{document} expired %{date}',
      expiring: '%{document} expires %{date}',
      not_started: '%{document} starts on %{starts}',
      expired_next: '%{document} expired %{date}, the next starts on %{starts}',
    },
    filter: {
      citizens: 'Vehicles',
      vehicles: 'Roadworthiness',
      all: 'All',
      red: 'Has a red vehicle',
      amber: 'Has an amber vehicle',
      red_vehicles: 'Red: not roadworthy',
      amber_vehicles: 'Amber: renewal due',
    },
  },
};
