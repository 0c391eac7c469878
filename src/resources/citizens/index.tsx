import PeopleIcon from '@mui/icons-material/People';
import type { ResourceProps } from 'react-admin';
import { Route } from 'react-router-dom';
import { RouteGuard } from '../../layout/RouteGuard';
import { lazyNamed } from '../../lazyNamed';

const CitizenList = lazyNamed(() => import('./CitizenList'), 'CitizenList');
const CitizenCreatePage = lazyNamed(() => import('./CitizenList'), 'CitizenCreatePage');
/** Also opened at start by preloadScreen when the app opens on a citizen's page. */
export const CitizenShow = lazyNamed(() => import('./CitizenShow'), 'CitizenShow');

/**
 * The citizens resource: /citizens (list), /citizens/create (list with New Citizen Profile open), /citizens/{id} (detail).
 * The detail waits for the session, so a signed-out visitor is sent to sign in once and no request goes out before.
 */
export const citizens: ResourceProps = {
  name: 'citizens',
  list: CitizenList,
  create: CitizenCreatePage,
  icon: PeopleIcon,
  recordRepresentation: 'name',
  children: <Route path=":id" element={
        <RouteGuard>
          <CitizenShow />
        </RouteGuard>
      } />,
};
