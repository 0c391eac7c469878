import type { ResourceProps } from 'react-admin';
import { citizens } from './citizens';
import { inquiries } from './inquiries';
import { renewals } from './renewals';
import { myRequests, serviceRequests } from './service-requests';
import { users } from './users';

/** Every react-admin resource of the app; App.tsx spreads each into a <Resource>. */
export const resources: ResourceProps[] = [
  citizens,
  serviceRequests,
  myRequests,
  inquiries,
  renewals,
  users,
];
