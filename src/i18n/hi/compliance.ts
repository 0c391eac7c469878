import type { compliance as english } from '../en/compliance';

export const compliance: typeof english = {
  compliance: {
    label: 'सड़क योग्यता',
    states: { green: 'सड़क योग्य', amber: 'नवीनीकरण देय', red: 'सड़क योग्य नहीं' },
    reasons: {
      missing: '%{document} नहीं है',
      expired: '%{document} %{date} को समाप्त',
      expiring: '%{document} %{date} को समाप्त होगा',
      not_started: '%{document} %{starts} से आरंभ',
      expired_next: '%{document} %{date} को समाप्त, अगला %{starts} से आरंभ',
    },
    filter: {
      citizens: 'वाहन',
      vehicles: 'सड़क योग्यता',
      all: 'सभी',
      red: 'लाल वाहन वाले',
      amber: 'पीले वाहन वाले',
      red_vehicles: 'लाल: सड़क योग्य नहीं',
      amber_vehicles: 'पीला: नवीनीकरण देय',
    },
  },
};
