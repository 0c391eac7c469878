import { takeEarlyPress } from './public/earlyPresses';
import { earlyStart } from './routing/earlyStart';

// index.html's inline script records presses for the drawn public pages; the back office draws no button before its code.
takeEarlyPress();
// The user, the opened screen's first data and code are asked for as soon as this small entry has arrived, and the app
// (boot.tsx, with the libraries) beside them: they leave before the browser has compiled and run the libraries.
earlyStart(() => import('./boot'));
