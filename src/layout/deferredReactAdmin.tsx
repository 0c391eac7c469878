/**
 * react-admin components that the first load of a page does without (they bring its title editor, tooltips
 * and popper): imported lazily, they come as one chunk when one of them is first shown.
 */
export { AuthenticationError, Error, LoadingIndicator } from 'react-admin';
