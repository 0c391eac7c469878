import AutorenewIcon from '@mui/icons-material/Autorenew';
import type { ResourceProps } from 'react-admin';
import { ACCESS } from '../../authProvider/access';
import { RouteGuard } from '../../layout/RouteGuard';
import { lazyNamed } from '../../lazyNamed';

const RenewalBoard = lazyNamed(() => import('./RenewalBoard'), 'RenewalBoard');

/** /renewals: the follow-up pipeline, for admins and managers. */
export const renewals: ResourceProps = {
  name: 'renewals',
  list: () => (
    <RouteGuard roles={ACCESS['renewals.manage']} page="renewals.title">
      <RenewalBoard />
    </RouteGuard>
  ),
  icon: AutorenewIcon,
};
