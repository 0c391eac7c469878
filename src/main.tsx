// First: asks for the user, the opened screen's code and its first data (earlyStart.ts), as soon as this small entry
// has arrived: the app and its libraries (boot.tsx) are imported after, so the requests leave before the browser has
// compiled and run them.
import './routing/earlyStart';

void import('./boot');
