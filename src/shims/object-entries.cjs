// Stands in for the `object.entries` polyfill that node-polyglot requires (see vite.config.ts).
module.exports = Object.entries;
