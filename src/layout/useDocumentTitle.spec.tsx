import { act, render, waitFor } from '@testing-library/react';
import { useState } from 'react';
import { useLocaleState } from 'react-admin';
import { afterEach, describe, expect, it } from 'vitest';
import { AppProviders } from '../test/render';
import { useDocumentLanguage, useDocumentTitle } from './useDocumentTitle';

const Titled = ({ parts }: { parts: (string | undefined)[] }) => {
  useDocumentTitle(...parts);
  return null;
};

/** A page that names the tab and a button that switches the language, as the app bar's switch does. */
let switchTo: (locale: string) => void = () => undefined;
const Page = () => {
  useDocumentLanguage();
  const [, setLocale] = useLocaleState();
  switchTo = setLocale;
  return <Titled parts={['Ramesh Kumar', 'Citizens']} />;
};

afterEach(() => {
  document.title = '';
  document.documentElement.lang = 'en';
});

describe('useDocumentTitle', () => {
  it("names the tab most specific part first and the app's name last", () => {
    render(<AppProviders><Titled parts={['Ramesh Kumar', 'Citizens']} /></AppProviders>);
    expect(document.title).toBe('Ramesh Kumar · Citizens · Parivahan Desk');
  });

  it('leaves out parts still loading, and is the app name alone without any', () => {
    const { rerender } = render(<AppProviders><Titled parts={[undefined, 'Citizens']} /></AppProviders>);
    expect(document.title).toBe('Citizens · Parivahan Desk');
    rerender(<AppProviders><Titled parts={[]} /></AppProviders>);
    expect(document.title).toBe('Parivahan Desk');
  });

  it("goes back to the app's name when the page closes", () => {
    const Toggle = () => {
      const [open, setOpen] = useState(true);
      return (
        <>
          {open && <Titled parts={['Citizens']} />}
          <button onClick={() => setOpen(false)}>close</button>
        </>
      );
    };
    const { getByText } = render(<AppProviders><Toggle /></AppProviders>);
    expect(document.title).toBe('Citizens · Parivahan Desk');
    act(() => getByText('close').click());
    expect(document.title).toBe('Parivahan Desk');
  });
});

describe('useDocumentLanguage', () => {
  it('keeps <html lang> on the current language, and the title in it', async () => {
    render(<AppProviders><Page /></AppProviders>);
    expect(document.documentElement.lang).toBe('en');

    act(() => switchTo('hi'));

    await waitFor(() => expect(document.documentElement.lang).toBe('hi'));
    await waitFor(() => expect(document.title).toBe('Ramesh Kumar · Citizens · परिवहन डेस्क'));
  });
});
