import { readFile } from 'node:fs/promises';
import Papa from 'papaparse';
import { AskForServicePage, DashboardPage, HomePage } from './pages/shell';
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
    await form.field('Contact mobile').fill(uniqueMobile());
    await form.field('Query').fill(`Lost licence ${unique()}`);
    await snap('ask-for-service-filled');
    await form.button('Submit Request').click();
    await expect(page).toHaveURL('/ask-for-service/sent');
    await expect(form.heading('Service request received')).toBeVisible();

    const inquiry = await new DocumentInquiryPage(page).open();
    await inquiry.button('Submit Inquiry').click();
    await expect(page.getByText('Please select at least one document type.')).toBeVisible();
    await snap('document-inquiry-invalid');
    await inquiry.send({ name: 'Visitor Verma', phone: uniqueMobile(), vehicleNo: 'cg04ab1234', types: ['Insurance', 'PUCC'] });
    await expect(page).toHaveURL('/document-inquiry/sent');
    await expect(inquiry.heading('Document inquiry received')).toBeVisible();
  });

  test('a user sees their request in My Requests; a manager marks it contacted and downloads the inquiries CSV', async ({ page, api, signIn, createUser, snap }) => {
    const query = `Need a duplicate RC ${unique()}`;
    const user = await createUser();
    await signIn(user);
    await page.goto('/ask-for-service?category=vehicle&service=duplicate_rc');
    const form = new AskForServicePage(page);
    await expect(form.field('Contact name')).toHaveValue(user.name);
    await expect(form.field('Contact mobile')).toHaveValue(user.phone);
    await form.field('Query').fill(query);
    await form.button('Submit Request').click();
    await expect(page).toHaveURL('/ask-for-service/sent');

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

    // Download as soon as the filter shows the choice, before its rows have loaded: the file holds what the filter shows.
    // (The list applies a choice on its next tick, so a click in between still downloads the filter shown before.)
    const inquiries = await new InquiriesPage(staff).open();
    await inquiries.chooseStatus('New');
    await expect(inquiries.select(/^Status/)).toHaveText('New');
    const download = staff.waitForEvent('download');
    await inquiries.button('Download CSV').click();
    const file = await (await download).path();
    const text = await readFile(file, 'utf8');
    expect(text.charCodeAt(0)).toBe(0xfeff);
    const parsed = Papa.parse<Record<string, string>>(text.slice(1), { header: true, skipEmptyLines: true });
    expect(parsed.errors).toEqual([]);
    expect(parsed.data.find((line) => line.Name === inquirer)).toMatchObject({ 'Vehicle No': 'CG07ZZ0001', 'Document Types': 'Tax, Permit', Status: 'New' });
    expect(parsed.data.every((line) => line.Status === 'New')).toBe(true);
    await snap('document-inquiries');
  });

  test('a manager pages past the tenth page of the document inquiries to the oldest @phone', async ({ page, api, signIn, snap }) => {
    for (let i = 0; i < 101; i++) {
      const sent = await api.post('/api/document-inquiries', { data: { name: `Paged ${unique()}`, phone: uniqueMobile(), document_type: ['Tax'] } });
      expect(sent.status()).toBe(201);
    }
    await signIn(DEMO.manager);
    const inquiries = await new InquiriesPage(page).open();
    const showing = page.getByText(/^Showing /);
    const total = Number((await showing.textContent())!.match(/of ([\d,]+)/)![1].replace(/,/g, ''));
    const lastPage = Math.ceil(total / 10);
    expect(lastPage).toBeGreaterThan(10);
    await inquiries.button(`Go to page ${lastPage}`).click();
    // Journeys running beside this one may add inquiries meanwhile: the page's first row is what must hold.
    await expect(showing).toHaveText(new RegExp(`^Showing ${((lastPage - 1) * 10 + 1).toLocaleString('en-IN')}–`));
    await inquiries.button('Go to previous page').click();
    await expect(showing).toHaveText(new RegExp(`^Showing ${((lastPage - 2) * 10 + 1).toLocaleString('en-IN')}–`));
    await snap('document-inquiries-deep-page');
  });

  test("a user's dashboard counts their pending requests and opens them; its licence and vehicle cards open their own profile @phone", async ({ page, api, adminToken, createUser, signIn, snap }) => {
    const user = await createUser();
    const token = await signIn(user);
    const asUser = { authorization: `Bearer ${token}` };
    const own = await api.post('/api/citizens', { data: { name: user.name, mobile: user.phone, dob: '1990-01-01', is_self: true }, headers: asUser });
    expect(own.status()).toBe(201);
    const sent: number[] = [];
    for (const query of ['First request', 'Second request', 'Third request']) {
      const request = await api.post('/api/service-requests', { data: { category: 'other', query, contact_name: user.name, contact_phone: user.phone }, headers: asUser });
      sent.push((await request.json()).id);
    }
    const done = await api.patch(`/api/service-requests/${sent[1]}/status`, { data: { status: 'completed' }, headers: { authorization: `Bearer ${adminToken}` } });
    expect(done.status()).toBe(200);

    const dashboard = await new DashboardPage(page).open();
    expect(await dashboard.count('My Service Requests')).toBe(2);
    await snap('user-dashboard-counts');
    await dashboard.card('My Service Requests').click();
    const mine = new MyRequestsPage(page);
    await expect(page).toHaveURL(/\/my-requests\?/);
    await expect(mine.select(/^Status/)).toHaveText('Pending');
    await expect(page.getByText('Showing 1–2 of 2')).toBeVisible();
    await expect(mine.row('Second request')).toHaveCount(0);
    await snap('my-requests-pending');
    await mine.chooseStatus('All');
    await expect(page.getByText('Showing 1–3 of 3')).toBeVisible();

    const citizenId = (await own.json()).id;
    for (const [label, tab, panel] of [['Driving Licenses', 'dl', 'Driving Licenses'], ['Registered Vehicles', 'vehicles', 'Vehicles'], ['Learning Licenses', 'll', 'Learner Licenses']]) {
      await dashboard.open();
      await dashboard.card(label).click();
      await expect(page).toHaveURL(`/citizens/${citizenId}?tab=${tab}`);
      await expect(page.getByRole('tab', { name: panel })).toHaveAttribute('aria-selected', 'true');
    }
  });
});
