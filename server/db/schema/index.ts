export * from './enums.js';
export * from './accounts.js';
export * from './citizens.js';
export * from './records.js';
export * from './public.js';
export * from './activity.js';
export * from './counts.js';
export * from './expiries.js';
