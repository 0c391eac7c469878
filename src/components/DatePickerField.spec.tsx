import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import 'dayjs/locale/hi';
import { AdminContext, memoryStore } from 'react-admin';
import { describe, expect, it } from 'vitest';
import { i18nProvider } from '../i18n';
import { DatePickerField } from './DatePickerField';

/** The calendar's weekday headings, Sunday first, in `locale`. */
async function weekdayHeadings(locale: string) {
  render(
    <AdminContext i18nProvider={i18nProvider} store={memoryStore({ locale })}>
      <DatePickerField label="Issue Date" value="2025-01-15" onChange={() => undefined} />
    </AdminContext>,
  );
  await userEvent.click(await screen.findByRole('button', { name: /date|तिथि/i }, { timeout: 5000 }));
  const grid = await screen.findByRole('grid');
  return within(grid).getAllByRole('columnheader').map((header) => header.textContent);
}

describe('DatePickerField calendar', () => {
  it('labels the seven Hindi weekdays each differently (Friday शु, Saturday श)', async () => {
    expect(await weekdayHeadings('hi')).toEqual(['र', 'सो', 'मं', 'बु', 'गु', 'शु', 'श']);
  });

  it('labels the English weekdays with two letters', async () => {
    expect(await weekdayHeadings('en')).toEqual(['Su', 'Mo', 'Tu', 'We', 'Th', 'Fr', 'Sa']);
  });
});

describe('DatePickerField names for a screen reader', () => {
  it.each([
    ['en', ['Day', 'Month', 'Year'], 'Empty', 'Choose date'],
    ['hi', ['दिन', 'महीना', 'वर्ष'], 'खाली', 'तिथि चुनें'],
  ])('names the typed parts of the date in %s, and an empty part', async (locale, parts, empty, open) => {
    render(
      <AdminContext i18nProvider={i18nProvider} store={memoryStore({ locale })}>
        <DatePickerField label="Issue Date" value={null} onChange={() => undefined} />
      </AdminContext>,
    );
    const sections = await screen.findAllByRole('spinbutton', {}, { timeout: 5000 });
    expect(sections.map((section) => section.getAttribute('aria-label'))).toEqual(parts);
    expect(sections.every((section) => section.getAttribute('aria-valuetext') === empty)).toBe(true);
    expect(screen.getByRole('button', { name: open })).toBeInTheDocument();
  });
});
