// Stands in for jsonexport, which react-admin's default CSV exporter imports with every list (see vite.config.ts).
// No list of ours uses that exporter; were one to, the library is fetched then. `dist/index` without `.js` escapes the alias.
type JsonExport = (data: unknown, callback: (error: Error | null, csv: string) => void) => void;

const jsonExport: JsonExport = (data, callback) => {
  // @ts-expect-error -- jsonexport ships no types
  void import('jsonexport/dist/index').then(({ default: convert }: { default: JsonExport }) => convert(data, callback));
};
export default jsonExport;
