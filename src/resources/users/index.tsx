import ManageAccountsIcon from '@mui/icons-material/ManageAccounts';
import type { ResourceProps } from 'react-admin';

/**
 * The users resource: registered for react-admin's data hooks (its API lives at /admin/users); its list screen
 * opens at /admin/users (pages/routes.tsx), under the admin area, rather than at /users.
 */
export const users: ResourceProps = {
  name: 'users',
  icon: ManageAccountsIcon,
  recordRepresentation: 'name',
};
