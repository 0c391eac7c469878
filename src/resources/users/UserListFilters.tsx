import { ROLES, USER_PAGE_SIZES } from '../../../common/options';
import { SearchFilterBar } from '../../components/SearchFilterBar';

const ROLE_FILTER = { name: 'role', label: 'users.role_filter', all: 'users.all_roles', choices: ROLES.map((role) => ({ value: role, label: `shell.roles.${role}` })) };

/** Search (name, email or mobile) applied on Search or Enter; role and page size apply at once; Reset clears all. */
export const UserListFilters = () => <SearchFilterBar searchLabel="users.search" choice={ROLE_FILTER} sizes={USER_PAGE_SIZES} />;
