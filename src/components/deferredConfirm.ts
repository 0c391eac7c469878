/** react-admin's confirmation dialog, fetched when a first confirmation is asked (ConfirmButton). */
export { Confirm } from 'react-admin';
