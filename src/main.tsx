import { earlyStart } from './routing/earlyStart';

// The user, the opened screen's first data and code are asked for as soon as this small entry has arrived, and the app
// (boot.tsx, with the libraries) beside them: they leave before the browser has compiled and run the libraries.
earlyStart(() => import('./boot'));
