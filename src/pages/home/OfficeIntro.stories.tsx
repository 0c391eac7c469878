import type { Meta, StoryObj } from '@storybook/react-vite';
import { OfficeIntroView } from './OfficeIntro';

/** The home page's office line, from the OFFICE_NAME, OFFICE_PHONE and OFFICE_WHATSAPP settings. */
const meta = { title: 'Pages/Home/Office', component: OfficeIntroView } satisfies Meta<typeof OfficeIntroView>;
export default meta;
type Story = StoryObj<typeof meta>;

export const WithContacts: Story = {
  args: { office: { name: 'Sahu RTO Agent, Raipur', phone: '0771-2345678', whatsapp: '9876543210', whatsapp_url: 'https://wa.me/919876543210' } },
};
export const NameOnly: Story = { args: { office: { name: null, phone: null, whatsapp: null, whatsapp_url: null } } };
