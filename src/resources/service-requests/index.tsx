import AssignmentIcon from '@mui/icons-material/Assignment';
import type { ResourceProps } from 'react-admin';
import { ACCESS } from '../../authProvider/access';
import { RouteGuard } from '../../layout/RouteGuard';
import { lazyNamed } from '../../lazyNamed';

const ServiceRequestList = lazyNamed(() => import('./ServiceRequestList'), 'ServiceRequestList');
const MyRequestList = lazyNamed(() => import('./MyRequestList'), 'MyRequestList');

/** /service-requests: every request, for staff. */
export const serviceRequests: ResourceProps = {
  name: 'service-requests',
  list: () => (
    <RouteGuard roles={ACCESS['serviceRequests.manage']} page="desk.requests.title">
      <ServiceRequestList />
    </RouteGuard>
  ),
  icon: AssignmentIcon,
};

/** /my-requests: the signed-in user's own requests. */
export const myRequests: ResourceProps = {
  name: 'my-requests',
  list: () => (
    <RouteGuard>
      <MyRequestList />
    </RouteGuard>
  ),
  icon: AssignmentIcon,
};
