import { composeStories } from '@storybook/react-vite';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import preview from '../../../../.storybook/preview';
import * as chartStories from './DashboardCharts.stories';
import * as renewalStories from './RenewalsChart.stories';

const { WithCounts, LoadFailed } = composeStories(chartStories, preview);
const Renewals = composeStories(renewalStories, preview).WithCounts;

/** The card of the chart headed `title`. */
const card = (title: string) => screen.getByRole('region', { name: title });

/** The rows of the card's table alternative, each as its cells' texts. */
async function tableOf(title: string) {
  await userEvent.click(within(card(title)).getByRole('button', { name: 'Show as table' }));
  const table = within(card(title)).getByRole('table');
  return within(table).getAllByRole('row').map((row) => [...row.querySelectorAll('th, td')].map((cell) => cell.textContent));
}

describe('dashboard charts', () => {
  it('offers each chart as a table: a row per week, a column per type and the total, in the Indian grouping', async () => {
    render(<WithCounts />);
    const expiring = await tableOf('Documents expiring per week (next 12 weeks)');
    expect(expiring[0]).toEqual(['Week of', 'Learner License', 'Driving License', 'Insurance', 'PUCC', 'Fitness', 'Permit', 'VLTd', 'Speed Gov.', 'Tax', 'Total']);
    expect(expiring[1]).toEqual(['23-11-2026', '74', '111', '148', '185', '222', '259', '296', '333', '370', '1,998']);
    expect(expiring).toHaveLength(13);
    const requests = await tableOf('Service requests per status (last 8 weeks)');
    expect(requests[0]).toEqual(['Week of', 'Pending', 'Contacted', 'Completed', 'Rejected', 'Total']);
    expect(requests[1]).toEqual(['05-10-2026', '6', '9', '12', '15', '42']);
    expect(requests).toHaveLength(9);
  });

  it("opens a week's expiry report (Monday to Sunday) from its row, and swaps back to the chart", async () => {
    render(<WithCounts />);
    const title = 'Documents expiring per week (next 12 weeks)';
    await tableOf(title);
    await userEvent.click(within(card(title)).getByRole('button', { name: 'Show as chart' }));
    expect(within(card(title)).queryByRole('table')).not.toBeInTheDocument();
    await userEvent.click(within(card(title)).getByRole('button', { name: 'Show as table' }));
    await userEvent.click(screen.getByRole('link', { name: 'Open the expiry report of the week of 30-11-2026' }));
    expect(screen.getByLabelText('location')).toHaveTextContent('/reports/expiries?start_date=2026-11-30&end_date=2026-12-06');
  });

  it('says when the charts could not be loaded', async () => {
    render(<LoadFailed />);
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to load the charts.');
  });

  it("shows the renewals per status and the month's earnings in rupees", async () => {
    render(<Renewals />);
    expect(await tableOf('Renewals by status')).toEqual([['Status', 'Renewals'], ['Due', '14,250'], ['Contacted', '3,120'], ['Renewed', '1,875'], ['Lost', '240']]);
    expect(card('Renewals by status')).toHaveTextContent('Earned this month: ₹1,25,000.50');
  });
});
