import { useEffect, useRef, useState } from 'react';

type Texts<Name extends string> = Record<Name, string>;

const textsOf = <Name extends string>(names: readonly Name[], values: Partial<Record<Name, unknown>>) =>
  Object.fromEntries(names.map((name) => [name, typeof values[name] === 'string' ? values[name] : ''])) as Texts<Name>;

/**
 * The text boxes of a list's filter bar, applied on Search. A submitted search reaches the list's filters (and the
 * URL) a moment later; what the person typed meanwhile stays in the boxes. Filters changed any other way (back and
 * forward, a bookmark, a link) show in them.
 */
export function useFilterDraft<Name extends string>(names: readonly Name[], applied: Partial<Record<Name, unknown>>) {
  const [draft, setDraft] = useState(() => textsOf(names, applied));
  const appliedKey = JSON.stringify(textsOf(names, applied));
  /** The key of the texts this bar submitted and the filters have not shown yet. */
  const submitted = useRef<string | null>(null);

  useEffect(() => {
    const ownSubmission = submitted.current === appliedKey;
    submitted.current = null;
    if (!ownSubmission) setDraft(JSON.parse(appliedKey));
  }, [appliedKey]);

  const remember = (texts: Texts<Name>) => {
    submitted.current = JSON.stringify(texts);
    return texts;
  };
  return {
    draft,
    change: (name: Name, value: string) => setDraft((current) => ({ ...current, [name]: value })),
    /** The trimmed texts to apply. */
    submit: () => remember(textsOf(names, Object.fromEntries(names.map((name) => [name, draft[name].trim()])) as Texts<Name>)),
    /** Empties the boxes (Reset). */
    clear: () => setDraft(remember(textsOf(names, {}))),
  };
}
