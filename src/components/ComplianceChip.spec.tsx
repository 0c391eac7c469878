import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useLocaleState } from 'react-admin';
import { describe, expect, it } from 'vitest';
import type { Compliance } from '../../common/compliance';
import { AppProviders } from '../test/render';
import { ComplianceChip } from './ComplianceChip';

const RED: Compliance = {
  state: 'red',
  reasons: [
    { doc_type: 'insurance', problem: 'missing' },
    { doc_type: 'pucc', problem: 'expired', expiry_date: '2026-10-12' },
    { doc_type: 'fitness', problem: 'expiring', expiry_date: '2026-12-03' },
  ],
};

let switchTo: (locale: string) => void = () => undefined;
const LanguageSwitch = () => {
  const [, setLocale] = useLocaleState();
  switchTo = setLocale;
  return null;
};

const renderChip = (compliance: Compliance | undefined) =>
  render(
    <AppProviders>
      <LanguageSwitch />
      <ComplianceChip compliance={compliance} />
    </AppProviders>,
  );

const colourOf = (chip: HTMLElement) => /MuiChip-color(\w+)/.exec(chip.className)?.[1];

describe('ComplianceChip', () => {
  it.each([
    ['green', { state: 'green', reasons: [] }, 'Roadworthy', 'Success'],
    ['amber', { state: 'amber', reasons: [{ doc_type: 'pucc', problem: 'expiring', expiry_date: '2026-12-01' }] }, 'Renewal due', 'Warning'],
    ['red', RED, 'Not roadworthy', 'Error'],
  ] as [string, Compliance, string, string][])('shows %s as its word in its colour', (_state, compliance, word, colour) => {
    const { container } = renderChip(compliance);
    const chip = container.querySelector<HTMLElement>('.MuiChip-root')!;
    expect(chip).toHaveTextContent(word);
    expect(colourOf(chip)).toBe(colour);
    expect(chip).toHaveAttribute('data-compliance', compliance.state);
  });

  it('lists the reasons on a tap, dates as dd-mm-yyyy, and names them to screen readers', async () => {
    renderChip(RED);
    const chip = screen.getByRole('button', { name: /Not roadworthy/ });
    expect(chip).toHaveAccessibleName('Not roadworthy. Insurance missing. PUCC expired 12-10-2026. Fitness expires 03-12-2026');
    await userEvent.click(chip);
    const tooltip = await screen.findByRole('tooltip');
    expect([...tooltip.querySelectorAll('li')].map((item) => item.textContent)).toEqual([
      'Insurance missing', 'PUCC expired 12-10-2026', 'Fitness expires 03-12-2026',
    ]);
    await userEvent.click(chip);
    await waitFor(() => expect(screen.queryByRole('tooltip')).not.toBeInTheDocument());
  });

  it('shows the reasons on hover', async () => {
    renderChip(RED);
    await userEvent.hover(screen.getByText('Not roadworthy'));
    expect(await screen.findByRole('tooltip')).toHaveTextContent('PUCC expired 12-10-2026');
  });

  it('keeps the reasons a hover showed when the chip is then clicked, and hides them on the next click', async () => {
    renderChip(RED);
    const chip = screen.getByRole('button', { name: /Not roadworthy/ });
    await userEvent.hover(chip);
    expect(await screen.findByRole('tooltip')).toBeInTheDocument();
    await userEvent.click(chip);
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(screen.getByRole('tooltip')).toHaveTextContent('PUCC expired 12-10-2026');
    await userEvent.click(chip);
    await waitFor(() => expect(screen.queryByRole('tooltip')).not.toBeInTheDocument());
  });

  it('speaks Hindi', async () => {
    renderChip(RED);
    act(() => switchTo('hi'));
    const chip = await screen.findByText('सड़क योग्य नहीं');
    await userEvent.click(chip);
    expect(await screen.findByRole('tooltip')).toHaveTextContent('पीयूसीसी 12-10-2026 को समाप्त');
  });

  it('is a plain chip without reasons, and nothing without compliance', () => {
    const { container } = renderChip({ state: 'green', reasons: [] });
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
    expect(container.querySelectorAll('.MuiChip-root')).toHaveLength(1);
    const empty = renderChip(undefined);
    expect(empty.container.querySelector('.MuiChip-root')).toBeNull();
  });

  it('names a record bought early: not started yet, or the one after an expired document (issue 32), in English and Hindi', async () => {
    renderChip({
      state: 'red',
      reasons: [
        { doc_type: 'insurance', problem: 'expired', expiry_date: '2026-12-04', starts_on: '2026-12-12' },
        { doc_type: 'pucc', problem: 'not_started', expiry_date: '2027-06-01', starts_on: '2026-12-08' },
      ],
    });
    act(() => switchTo('en')); // the language an earlier test chose stays with the app's i18n provider
    const chip = await screen.findByRole('button', { name: /Not roadworthy/ });
    expect(chip).toHaveAccessibleName('Not roadworthy. Insurance expired 04-12-2026, the next starts on 12-12-2026. PUCC starts on 08-12-2026');
    act(() => switchTo('hi'));
    await userEvent.click(await screen.findByText('सड़क योग्य नहीं'));
    expect(await screen.findByRole('tooltip')).toHaveTextContent('पीयूसीसी 08-12-2026 से आरंभ');
  });
});
