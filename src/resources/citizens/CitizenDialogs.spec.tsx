import { composeStories } from '@storybook/react-vite';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import preview from '../../../.storybook/preview';
import * as stories from './CitizenDialogs.stories';
import { USERS } from '../../test/fakeApi';
import { setupFakeApi } from '../../test/fakeApiServer';
import { expectFieldError } from '../../test/expectations';

const fake = setupFakeApi();
const { NewProfile, EditInChhattisgarh, EditInAnotherState } = composeStories(stories, preview);

const field = (label: RegExp) => within(screen.getByRole('dialog')).getByLabelText(label);
const lastCall = (method: string, path: string) =>
  fake.api.requests.filter((request) => request.method === method && request.path === path).at(-1)!;

/** Puts `text` in a field at once, as a paste does: typed key by key, each key drew the whole dialog again (seconds per field on a slow machine). */
async function enter(label: RegExp, text: string) {
  await userEvent.click(field(label));
  await userEvent.paste(text);
}

async function choose(label: RegExp, option: string) {
  await userEvent.click(field(label));
  await userEvent.click(await screen.findByRole('option', { name: option }));
}

describe('New Citizen Profile', () => {
  it('starts as the own profile of a plain user without one, filled from the account', async () => {
    fake.server.use(http.get('/api/me', () => HttpResponse.json({ ...USERS.user, citizen_id: null, branch_id: null, primary_citizen: null })));
    fake.renderStory(<NewProfile />, 'user');
    await screen.findByRole('dialog', { name: 'New Citizen Profile' });
    expect(screen.getByLabelText('My own profile')).toBeChecked();
    expect(field(/^Name/)).toHaveValue('Usha User');
    expect(field(/^Mobile/)).toHaveValue('9000000003');
    expect(field(/^Email/)).toHaveValue('usha@example.com');
    expect(field(/^State/)).toHaveTextContent('Chhattisgarh');
  });

  it.each(['admin', 'manager'] as const)('starts as someone else, blank, for staff (%s) without an own profile: they create profiles for the public', async (role) => {
    fake.renderStory(<NewProfile />, role);
    await screen.findByRole('dialog', { name: 'New Citizen Profile' });
    expect(screen.getByLabelText('Someone else')).toBeChecked();
    expect(screen.getByLabelText('My own profile')).toBeEnabled();
    expect(field(/^Name/)).toHaveValue('');
    expect(field(/^Mobile/)).toHaveValue('');
    expect(field(/^State/)).toHaveTextContent('Chhattisgarh');
  });

  it('blanks the form for someone else and fills it again for self', async () => {
    const user = userEvent.setup();
    fake.renderStory(<NewProfile />, 'admin');
    await screen.findByRole('dialog');
    await user.click(screen.getByLabelText('Someone else'));
    expect(field(/^Name/)).toHaveValue('');
    expect(field(/^Mobile/)).toHaveValue('');
    await user.click(screen.getByLabelText('My own profile'));
    expect(field(/^Name/)).toHaveValue('Asha Admin');
  });

  it('sends a profile for someone else with is_self false and opens it', async () => {
    const user = userEvent.setup();
    fake.renderStory(<NewProfile />, 'admin');
    await screen.findByRole('dialog');
    await user.click(screen.getByLabelText('My own profile'));
    await user.click(screen.getByLabelText('Someone else'));
    await enter(/^Name/, 'Kiran Patel');
    await enter(/^Mobile/, '+91 98261 12345');
    await choose(/^Relation$/, 'Daughter of');
    await enter(/^Relation name/, 'Suresh Patel');
    await choose(/City/, 'Raipur');
    await user.click(screen.getByRole('button', { name: 'Save' }));

    expect(await screen.findByText('Citizen profile created successfully. Kiran Patel')).toBeInTheDocument();
    expect(lastCall('POST', '/citizens').body).toMatchObject({
      name: 'Kiran Patel',
      mobile: '+91 98261 12345',
      relation_type: 'Daughter of',
      relation_name: 'Suresh Patel',
      state: 'Chhattisgarh',
      city: 'Raipur',
      is_self: false,
    });
    expect(await screen.findByLabelText('location')).toHaveTextContent(/^\/citizens\/\d+$/);
  });

  it('starts as someone else for a user who has a profile, the own option disabled', async () => {
    fake.renderStory(<NewProfile />, 'user');
    await screen.findByRole('dialog');
    expect(screen.getByLabelText('Someone else')).toBeChecked();
    expect(screen.getByLabelText('My own profile')).toBeDisabled();
    expect(screen.getByText('You already have your own profile.')).toBeInTheDocument();
    expect(field(/^Name/)).toHaveValue('');
  });

  it('checks name, mobile and email before sending, and shows a server field error once, under its input by its label', async () => {
    const user = userEvent.setup();
    fake.renderStory(<NewProfile />, 'user');
    await screen.findByRole('dialog');
    await enter(/^Mobile/, '12345');
    await enter(/^Email/, 'not-an-email');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Required')).toBeInTheDocument();
    expect(screen.getByText('Mobile number must be exactly 10 digits.')).toBeInTheDocument();
    expect(screen.getByText('Must be a valid email')).toBeInTheDocument();
    expect(fake.api.requests.filter((request) => request.method === 'POST')).toHaveLength(0);

    const taken = 'The mobile has already been taken.';
    fake.server.use(http.post('/api/citizens', () => HttpResponse.json({ message: taken, errors: { mobile: [taken] } }, { status: 422 })));
    await enter(/^Name/, 'Kiran');
    await user.clear(field(/^Mobile/));
    await enter(/^Mobile/, '0 98261 12345');
    await user.clear(field(/^Email/));
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await expectFieldError(field(/^Mobile/), 'Mobile has already been taken.');
  });
});

describe('Edit Citizen Details', () => {
  it('offers the districts in Chhattisgarh, free text elsewhere, and clears the city on a state change', async () => {
    const user = userEvent.setup();
    fake.renderStory(<EditInChhattisgarh />);
    await screen.findByRole('dialog', { name: 'Edit Citizen Details' });
    expect(field(/City/)).toHaveTextContent('Durg');
    await choose(/^State/, 'Maharashtra');
    expect(field(/City/)).toHaveValue('');
    expect(field(/City/).tagName).toBe('INPUT');
    await user.type(field(/City/), 'Pune');
    await choose(/^State/, 'Chhattisgarh');
    expect(field(/City/)).not.toHaveTextContent('Pune');
    await choose(/City/, 'Bastar');
    expect(field(/^Language/)).toHaveTextContent('English');
    await user.click(screen.getByLabelText('No WhatsApp reminders'));
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Citizen details updated. Ramesh Sahu')).toBeInTheDocument();
    expect(lastCall('PUT', '/citizens/12').body).toEqual({
      name: 'Ramesh Sahu',
      relation_type: 'Son of',
      relation_name: 'Mohan Sahu',
      mobile: '9876543210',
      email: null,
      dob: '1985-06-01',
      address: 'Civil Lines',
      state: 'Chhattisgarh',
      city: 'Bastar',
      language: 'en',
      reminders_opt_out: true,
    });
  });

  it('keeps a free-text city of another state', async () => {
    fake.renderStory(<EditInAnotherState />);
    await screen.findByRole('dialog');
    expect(field(/City/)).toHaveValue('Nagpur');
    expect(field(/^State/)).toHaveTextContent('Maharashtra');
  });
});
