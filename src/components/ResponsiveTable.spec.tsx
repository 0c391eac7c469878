import { composeStories } from '@storybook/react-vite';
import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import preview from '../../.storybook/preview';
import * as stories from './ResponsiveTable.stories';

const { Desk, Phone, PhoneEmpty } = composeStories(stories, preview);

describe('ResponsiveTable', () => {
  it('is a table with one row per record and the buttons in the last column on a desk', async () => {
    render(<Desk />);
    const table = await screen.findByRole('table');
    expect(within(table).getAllByRole('row')).toHaveLength(3);
    expect(within(table).getByRole('columnheader', { name: 'Actions' })).toBeInTheDocument();
    expect(within(table).getAllByRole('columnheader').map((header) => header.textContent)).toEqual(['#', 'LL No.', 'Issue Date', 'Office', 'Actions']);
    expect(screen.queryByRole('article')).not.toBeInTheDocument();
  });

  it('is a card per record on a phone: the title column as title, the others labelled but the row number, then the buttons', async () => {
    render(<Phone />);
    const cards = await screen.findAllByRole('article');
    expect(cards).toHaveLength(2);
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    const first = within(cards[0]);
    expect(first.getByText('CG04/0012345/2024')).toBeInTheDocument();
    expect(first.getAllByRole('term').map((label) => label.textContent)).toEqual(['Issue Date', 'Office']);
    expect(first.getAllByRole('definition').map((value) => value.textContent)).toEqual(['15-02-2024', 'Raipur']);
    expect(first.getByRole('button', { name: 'Edit 1' })).toBeInTheDocument();
  });

  it("says 'No records' on a phone when there are none", async () => {
    render(<PhoneEmpty />);
    expect(await screen.findByText(/no records/i)).toBeInTheDocument();
  });
});
