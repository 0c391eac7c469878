/** A one-line counter on a terminal (overwritten by the next line); nothing in a log. */
export const progress = (text: string) => process.stdout.isTTY && process.stdout.write(`\r${text.slice(0, 100).padEnd(100)}\r`);
