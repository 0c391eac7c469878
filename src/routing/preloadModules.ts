/** How many module preloads are asked for in one task: each cost the page 1–3 ms with DevTools attached (30 at once made a task of 12–70 ms). */
const PRELOADS_PER_TASK = 3;

/** Asks for the module `href` as a module preload (fetched and compiled, run once imported). */
export function preloadModule(href: string, doc: Document = document) {
  const link = doc.createElement('link');
  Object.assign(link, { rel: 'modulepreload', href, crossOrigin: 'anonymous' });
  doc.head.append(link);
}

/** The preloads not asked for yet, in the order they were wanted. */
const waiting: { href: string; doc: Document }[] = [];

function preloadSome() {
  for (const { href, doc } of waiting.splice(0, PRELOADS_PER_TASK)) preloadModule(href, doc);
  if (waiting.length) setTimeout(preloadSome);
}

/** Asks for the modules `hrefs` as module preloads, in order, a few per task: the first few at once, behind any still waiting. */
export function preloadInTurns(hrefs: string[], doc: Document = document) {
  const idle = waiting.length === 0;
  waiting.push(...hrefs.map((href) => ({ href, doc })));
  if (idle && waiting.length) preloadSome();
}
