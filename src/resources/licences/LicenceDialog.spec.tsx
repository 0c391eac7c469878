import { composeStories } from '@storybook/react-vite';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import preview from '../../../.storybook/preview';
import { dateInput, typeDate } from '../../test/dates';
import { setupFakeApi } from '../../test/fakeApiServer';
import * as stories from './LicenceDialog.stories';
import { expectFieldError } from '../../test/expectations';

const fake = setupFakeApi();
const { AddLearnerLicence, AddDrivingLicence, EditLearnerLicence } = composeStories(stories, preview);

describe('LicenceDialog', () => {
  it('fills the LL expiry as issue + 6 months − 2 days, again on every issue change, and keeps it editable', async () => {
    fake.renderStory(<AddLearnerLicence />);
    await screen.findByRole('dialog', { name: 'Add Learner License' });
    await typeDate(/Issue Date/, '15-01-2025');
    await waitFor(() => expect(dateInput(/Expiry Date/)).toHaveValue('13-07-2025'));
    await typeDate(/Issue Date/, '01-03-2025');
    await waitFor(() => expect(dateInput(/Expiry Date/)).toHaveValue('30-08-2025'));
    await typeDate(/Expiry Date/, '01-09-2025');
    expect(dateInput(/Expiry Date/)).toHaveValue('01-09-2025');
  });

  it('fills the DL expiry as issue + 20 years', async () => {
    fake.renderStory(<AddDrivingLicence />);
    await screen.findByRole('dialog', { name: 'Add Driving License' });
    await typeDate(/Issue Date/, '29-02-2024');
    await waitFor(() => expect(dateInput(/Expiry Date/)).toHaveValue('29-02-2044'));
  });

  it('sends an upper-cased LL with its classes, office and document as multipart', async () => {
    const user = userEvent.setup();
    fake.renderStory(<AddLearnerLicence />);
    const dialog = await screen.findByRole('dialog');
    await user.type(within(dialog).getByLabelText(/LL No\./), 'cg04l 123');
    await user.type(within(dialog).getByLabelText(/Application No\./), 'app9');
    await typeDate(/Issue Date/, '15-01-2025');
    await user.click(within(dialog).getByLabelText('LMV (Light motor vehicle)'));
    await user.click(within(dialog).getByLabelText('MCWG (Motorcycle with gear)'));
    await user.click(within(dialog).getByLabelText(/Office/));
    await user.click(await screen.findByRole('option', { name: 'CG-04 Raipur' }));
    const upload = new File(['%PDF-1.4'], 'll.pdf', { type: 'application/pdf' });
    await user.upload(dialog.querySelector('input[type=file]') as HTMLInputElement, upload);
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));

    expect(await screen.findByText(/^LL record added CG04L ?123$/)).toBeInTheDocument();
    const create = fake.api.requests.find((request) => request.method === 'POST' && request.path === '/citizens/12/ll')!;
    expect(create.multipart).toBe(true);
    expect(create.body).toMatchObject({
      ll_no: 'CG04L 123',
      application_no: 'APP9',
      issue_date: '2025-01-15',
      expiry_date: '2025-07-13',
      vehicle_class: 'LMV, MCWG',
      office: 'CG-04 Raipur',
      file: { file: expect.any(String) },
    });
  });

  it('keeps a file over 5 MB in the field, in error, and does not save until it is removed', async () => {
    const user = userEvent.setup();
    fake.renderStory(<AddLearnerLicence />);
    const dialog = await screen.findByRole('dialog');
    await user.type(within(dialog).getByLabelText(/LL No\./), 'CG04L123');
    const huge = new File(['x'], 'huge.pdf', { type: 'application/pdf' });
    Object.defineProperty(huge, 'size', { value: 5 * 1024 * 1024 + 1 });
    await user.upload(dialog.querySelector('input[type=file]') as HTMLInputElement, huge);
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));

    expect(await within(dialog).findByText('This file is larger than 5 MB: replace it or remove it.')).toBeInTheDocument();
    expect(within(dialog).getByText('huge.pdf')).toBeInTheDocument();
    expect(fake.api.requests.filter((request) => request.method === 'POST')).toHaveLength(0);

    await user.click(within(dialog).getByRole('button', { name: /Delete|Remove/ }));
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText(/^LL record added .+$/)).toBeInTheDocument();
  });

  it('lays the vehicle classes out in columns, not in a scroll box of their own', async () => {
    fake.renderStory(<AddLearnerLicence />);
    const box = await screen.findByTestId('vehicle-class-box');
    expect(getComputedStyle(box).overflowY).not.toMatch(/auto|scroll/);
    expect(getComputedStyle(box).maxHeight).toMatch(/^(none|)$/);
    expect(box.querySelector('.MuiFormGroup-root')).toHaveStyle({ display: 'grid' });
    expect(within(box).getAllByRole('checkbox')).toHaveLength(10);
  });

  it('requires the LL number', async () => {
    const user = userEvent.setup();
    fake.renderStory(<AddLearnerLicence />);
    const dialog = await screen.findByRole('dialog');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByText('Required')).toBeInTheDocument();
    expect(fake.api.requests.filter((request) => request.method === 'POST')).toHaveLength(0);
  });

  it('shows a server field error once, under its input by its label: no alert, no toast', async () => {
    const user = userEvent.setup();
    const taken = 'The ll no has already been taken.';
    fake.server.use(http.post('/api/citizens/:id/ll', () => HttpResponse.json({ message: taken, errors: { ll_no: [taken] } }, { status: 409 })));
    fake.renderStory(<AddLearnerLicence />);
    const dialog = await screen.findByRole('dialog');
    await user.type(within(dialog).getByLabelText(/LL No\./), 'CG07L2024001');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await expectFieldError(within(dialog).getByLabelText(/LL No\./), 'LL No. has already been taken.');
  });

  it('edits a licence with _method=PUT and links its current document', async () => {
    const user = userEvent.setup();
    fake.renderStory(<EditLearnerLicence />);
    const dialog = await screen.findByRole('dialog', { name: 'Edit Learner License' });
    expect(within(dialog).getByLabelText(/LL No\./)).toHaveValue('CG07L2024001');
    expect(dateInput(/Expiry Date/, dialog)).toHaveValue('13-07-2024');
    expect(within(dialog).getByLabelText('LMV (Light motor vehicle)')).toBeChecked();
    expect(within(dialog).getByRole('link', { name: 'View' })).toHaveAttribute('href', '/storage/ll/a.pdf?signature=x');
    await user.clear(within(dialog).getByLabelText(/Application No\./));
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('LL record updated CG07L2024001')).toBeInTheDocument();
    const update = fake.api.requests.find((request) => request.path === '/ll/21')!;
    expect(update.method).toBe('POST');
    expect(update.body).toMatchObject({ _method: 'PUT', ll_no: 'CG07L2024001', application_no: '', expiry_date: '2024-07-13' });
    expect(update.body).not.toHaveProperty('file');
    expect(fake.api.db.ll[0].application_no).toBe('');
  });
});
