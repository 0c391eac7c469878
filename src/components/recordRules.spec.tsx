import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import dayjs from 'dayjs';
import polyglotI18nProvider from 'ra-i18n-polyglot';
import { AdminContext, Form, memoryStore, TextInput, type I18nProvider } from 'react-admin';
import { describe, expect, it, vi } from 'vitest';
import { todayInIndia } from '../../common/rules';
import { i18nProvider } from '../i18n';
import { hi } from '../i18n/hi';
import { typeDate } from '../test/dates';
import { DateInput } from './DateInput';
import { useNumberRule } from './recordRules';

const LicenceNumberInput = () => {
  const rule = useNumberRule('ll_no', 'citizens.fields.ll_no', 'licence');
  return <TextInput source="ll_no" label="citizens.fields.ll_no" validate={rule} />;
};

/** A licence's number and dates, in a form loaded with `values`. */
function renderForm(values: Record<string, string | null>, i18n: I18nProvider = i18nProvider) {
  const onSubmit = vi.fn();
  render(
    <AdminContext i18nProvider={i18n} store={memoryStore()}>
      <Form defaultValues={values} onSubmit={onSubmit}>
        <LicenceNumberInput />
        <DateInput source="issue_date" label="citizens.fields.issue_date" />
        <DateInput source="expiry_date" label="citizens.fields.expiry_date" />
        <button type="submit">Save</button>
      </Form>
    </AdminContext>,
  );
  return onSubmit;
}

const tomorrow = dayjs(todayInIndia()).add(1, 'day').format('DD-MM-YYYY');
const EMPTY = { ll_no: '', issue_date: null, expiry_date: null };

describe('the rules of decisions.md §Records in a form', () => {
  it('names the field by its label: an issue date after today, an expiry before the issue, an LL number of no shape', async () => {
    const onSubmit = renderForm(EMPTY);
    await userEvent.type(screen.getByLabelText(/LL No\./), 'LL1');
    await typeDate(/Issue Date/, tomorrow);
    await typeDate(/Expiry Date/, '01-01-2020');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Issue Date must not be in the future.')).toBeInTheDocument();
    expect(screen.getByText('Expiry Date must not be before Issue Date.')).toBeInTheDocument();
    expect(screen.getByText('LL No. must be like CG04/0000001/2016 or CG0420160000001.')).toBeInTheDocument();
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('refuses a date before 1900 and takes today in India', async () => {
    const onSubmit = renderForm(EMPTY);
    await userEvent.type(screen.getByLabelText(/LL No\./), 'cg13/0000001/2016');
    await typeDate(/Issue Date/, '31-12-1899');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Issue Date must not be before 01-01-1900.')).toBeInTheDocument();
    await typeDate(/Issue Date/, dayjs(todayInIndia()).format('DD-MM-YYYY'));
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalled());
  });

  it('says it in Hindi', async () => {
    renderForm(EMPTY, polyglotI18nProvider(() => hi, 'hi'));
    await userEvent.type(screen.getByLabelText(/एलएल/), 'LL1');
    await typeDate(/जारी/, tomorrow);
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText(/भविष्य की तिथि नहीं हो सकती।/)).toBeInTheDocument();
    expect(screen.getByText(/CG04\/0000001\/2016 या CG0420160000001 जैसा होना चाहिए।/)).toBeInTheDocument();
  });

  it('saves an old row whose number and dates break the rules while they are left as they were', async () => {
    const onSubmit = renderForm({ ll_no: 'LL-OLD-1', issue_date: '2099-01-01', expiry_date: '2099-06-30' });
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalled());
  });
});

/** An insurance's period, as the record dialog writes it (a compliance record's start). */
function renderPolicy(i18n: I18nProvider = i18nProvider) {
  const onSubmit = vi.fn();
  render(
    <AdminContext i18nProvider={i18n} store={memoryStore()}>
      <Form defaultValues={{ start_date: null, end_date: null }} onSubmit={onSubmit}>
        <DateInput source="start_date" label="citizens.fields.start_date" recordStart />
        <DateInput source="end_date" label="citizens.fields.end_date" />
        <button type="submit">Save</button>
      </Form>
    </AdminContext>,
  );
  return onSubmit;
}

const ahead = (days: number) => dayjs(todayInIndia()).add(days, 'day').format('DD-MM-YYYY');

describe('a compliance record bought early (issue 32)', () => {
  it('takes a start 366 days ahead and refuses 367, in English', async () => {
    const onSubmit = renderPolicy();
    await typeDate(/Start Date/, ahead(367));
    await typeDate(/End Date/, ahead(800));
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Start Date must not be more than 366 days ahead.')).toBeInTheDocument();
    expect(onSubmit).not.toHaveBeenCalled();
    await typeDate(/Start Date/, ahead(366));
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalled());
  });

  it('says it in Hindi', async () => {
    renderPolicy(polyglotI18nProvider(() => hi, 'hi'));
    await typeDate(/आरंभ तिथि/, ahead(400));
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText(/आज से 366 दिन से अधिक आगे की नहीं हो सकती।/)).toBeInTheDocument();
  });
});
