import { readFile } from 'node:fs/promises';
import Papa from 'papaparse';
import { AskForServicePage, HomePage } from './pages/shell';
import { DocumentInquiryPage, InquiriesPage, MyRequestsPage, ServiceRequestsPage } from './pages/desk';
import { DEMO, expect, test, uniqueMobile } from './support/fixtures';
import { loginToken } from './support/session';

const unique = () => Math.random().toString(36).slice(2, 8);

test.describe('service requests and document inquiries', () => {
  test('a visitor asks for a service from a home tile and sends a document inquiry @phone', async ({ page, snap }) => {
    const home = await new HomePage(page).open();
    await home.tile('Duplicate DL').click();
    const form = new AskForServicePage(page);
    await expect(form.service('Duplicate DL')).toBeChecked();
    await form.field('Contact name').fill('Visitor Verma');
    await form.field('Contact phone').fill(uniqueMobile());
    await form.field('Query').fill(`Lost licence ${unique()}`);
    await snap('ask-for-service-filled');
    await form.button('Submit Request').click();
    await expect(page).toHaveURL('/');
    await form.expectToast('Service request submitted.');

    const inquiry = await new DocumentInquiryPage(page).open();
    await inquiry.button('Submit Inquiry').click();
    await expect(page.getByText('Please select at least one document type.')).toBeVisible();
    await snap('document-inquiry-invalid');
    await inquiry.send({ name: 'Visitor Verma', phone: uniqueMobile(), vehicleNo: 'cg04ab1234', types: ['Insurance', 'PUCC'] });
    await expect(page).toHaveURL('/');
    await inquiry.expectToast('Inquiry submitted. We will contact you soon.');
  });

  test('a user sees their request in My Requests; a manager marks it contacted and downloads the inquiries CSV', async ({ page, api, signIn, createUser, snap }) => {
    const query = `Need a duplicate RC ${unique()}`;
    const user = await createUser();
    await signIn(user);
    await page.goto('/ask-for-service?category=vehicle&service=duplicate_rc');
    const form = new AskForServicePage(page);
    await expect(form.field('Contact name')).toHaveValue(user.name);
    await expect(form.field('Contact phone')).toHaveValue(user.phone);
    await form.field('Query').fill(query);
    await form.button('Submit Request').click();
    await expect(page).toHaveURL('/');

    const mine = await new MyRequestsPage(page).open();
    await expect(mine.row(query)).toContainText('Duplicate RC');
    await expect(mine.row(query)).toContainText('Pending');
    await snap('my-requests');

    const inquirer = `Inquirer ${unique()}`;
    const sent = await api.post('/api/document-inquiries', { data: { name: inquirer, phone: uniqueMobile(), document_type: ['Tax', 'Permit'], vehicle_no: 'CG07ZZ0001' } });
    expect(sent.status()).toBe(201);

    // The manager takes over the same browser tab.
    const token = await loginToken(api, DEMO.manager);
    await page.evaluate((value) => localStorage.setItem('token', value), token);
    const staff = page;
    const requests = new ServiceRequestsPage(staff);
    await requests.open();
    await requests.filterStatus('Pending');
    const row = requests.row(query);
    await expect(row).toContainText(user.name);
    await expect(row.getByRole('button', { name: 'Mark as Pending' })).toBeDisabled();
    await row.getByRole('button', { name: 'Mark as Contacted' }).click();
    await requests.expectToast('Request marked as contacted.');
    await expect(requests.row(query)).toHaveCount(0);
    await requests.filterStatus('Contacted');
    await expect(requests.row(query).getByRole('button', { name: 'Mark as Contacted' })).toBeDisabled();
    await snap('service-requests');

    const inquiries = await new InquiriesPage(staff).open();
    await inquiries.filterStatus('New');
    await expect(inquiries.row(inquirer)).toContainText('CG07ZZ0001');
    const download = staff.waitForEvent('download');
    await inquiries.button('Download CSV').click();
    const file = await (await download).path();
    const text = await readFile(file, 'utf8');
    expect(text.charCodeAt(0)).toBe(0xfeff);
    const parsed = Papa.parse<Record<string, string>>(text.slice(1), { header: true, skipEmptyLines: true });
    expect(parsed.errors).toEqual([]);
    expect(parsed.data.find((line) => line.Name === inquirer)).toMatchObject({ 'Vehicle No': 'CG07ZZ0001', 'Document Types': 'Tax, Permit', Status: 'new' });
    expect(parsed.data.every((line) => line.Status === 'new')).toBe(true);
    await snap('document-inquiries');
  });
});
