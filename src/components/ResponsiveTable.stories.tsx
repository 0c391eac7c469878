import { Button } from '@mui/material';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { asPhone } from '../test/asPhone';
import { ResponsiveTable, type TableColumn } from './ResponsiveTable';

interface Licence {
  id: number;
  ll_no: string;
  issue_date: string;
  office: string;
}

const columns: TableColumn<Licence>[] = [
  { id: 'index', label: 'citizens.list.columns.index', render: (licence) => licence.id, deskOnly: true },
  { id: 'll_no', label: 'citizens.fields.ll_no', render: (licence) => licence.ll_no },
  { id: 'issue_date', label: 'citizens.fields.issue_date', render: (licence) => licence.issue_date },
  { id: 'office', label: 'citizens.fields.office', render: (licence) => licence.office },
];
const rows: Licence[] = [
  { id: 1, ll_no: 'CG04/0012345/2024', issue_date: '15-02-2024', office: 'Raipur' },
  { id: 2, ll_no: 'CG07/0099887/2025', issue_date: '01-04-2025', office: 'Durg' },
];

/** Every list of the app: a table on a desk, a card per row on a phone. */
const meta = {
  title: 'Components/Responsive table',
  component: ResponsiveTable<Licence>,
  args: { rows, columns, titleColumn: 'll_no', actions: (licence: Licence) => <Button size="small">Edit {licence.id}</Button> },
} satisfies Meta<typeof ResponsiveTable<Licence>>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Desk: Story = {};
export const Phone: Story = { decorators: [asPhone] };
export const PhoneEmpty: Story = { args: { rows: [] }, decorators: [asPhone] };

/** A page of 1000: only the rows near the window are rendered. */
export const ThousandRows: Story = {
  args: {
    rows: Array.from({ length: 1000 }, (_, index) => ({ id: index + 1, ll_no: `CG04/${index + 1}`, issue_date: '15-02-2024', office: 'Raipur' })),
  },
};
