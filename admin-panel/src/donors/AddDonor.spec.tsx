import { DONATION_EDGE_VALUES } from '@blood-donation/domain';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderInAdmin } from '../data/testAdmin';
import { storeSession } from '../test/session';
import { AddDonor } from './AddDonor';

// Many user-event steps per test: more than jest's 5 s when the whole suite runs in parallel.
jest.setTimeout(20000);

function provider(create: jest.Mock = jest.fn((_resource: string, params: { data: object }) => Promise.resolve({ data: { id: 1, ...params.data } }))) {
  return { create };
}

const submitButton = () => screen.getByRole('button', { name: 'Add Donor' });

async function choose(label: string, option: string) {
  await userEvent.click(screen.getByRole('combobox', { name: label }));
  await userEvent.click(await screen.findByRole('option', { name: option }));
}

/** Fills every field with a valid value, or the one given for units, mobile or age. */
async function fillAll({ units = '2', mobile = '9876543210', age = '30' }: { units?: string; mobile?: string; age?: string } = {}) {
  await userEvent.type(screen.getByRole('textbox', { name: 'Name' }), 'Gia Giver');
  await choose('Blood Group', 'AB-');
  await userEvent.type(screen.getByRole('spinbutton', { name: 'Units' }), units);
  await userEvent.type(screen.getByRole('textbox', { name: 'Mobile' }), mobile);
  await choose('Gender', 'Female');
  await userEvent.type(screen.getByRole('spinbutton', { name: 'Age' }), age);
  await userEvent.type(screen.getByRole('textbox', { name: 'City' }), 'Delhi');
  await userEvent.type(screen.getByRole('textbox', { name: 'Address' }), '1 Main Street');
  fireEvent.change(screen.getByLabelText(/^Date/), { target: { value: '2026-03-04' } });
}

beforeEach(() => {
  window.localStorage.clear();
  storeSession(['admin']);
});

it('has the nine required fields and keeps Add Donor disabled until all are filled', async () => {
  renderInAdmin(<AddDonor />, provider());
  expect(screen.getByRole('heading', { level: 1, name: 'Add Donor' })).toBeInTheDocument();
  expect(screen.getByRole('spinbutton', { name: 'Units' })).toHaveAttribute('type', 'number');
  expect(screen.getByRole('spinbutton', { name: 'Age' })).toHaveAttribute('type', 'number');
  expect(screen.getByLabelText(/^Date/)).toHaveAttribute('type', 'date');
  expect(submitButton()).toBeDisabled();
  await userEvent.type(screen.getByRole('textbox', { name: 'Name' }), 'Gia Giver');
  expect(submitButton()).toBeDisabled();
  await choose('Blood Group', 'AB-');
  await userEvent.type(screen.getByRole('spinbutton', { name: 'Units' }), '2');
  await userEvent.type(screen.getByRole('textbox', { name: 'Mobile' }), '9876543210');
  await choose('Gender', 'Female');
  await userEvent.type(screen.getByRole('spinbutton', { name: 'Age' }), '30');
  await userEvent.type(screen.getByRole('textbox', { name: 'City' }), 'Delhi');
  await userEvent.type(screen.getByRole('textbox', { name: 'Address' }), '1 Main Street');
  expect(submitButton()).toBeDisabled();
  fireEvent.change(screen.getByLabelText(/^Date/), { target: { value: '2026-03-04' } });
  expect(submitButton()).toBeEnabled();
});

it('sends the nine fields, says so and clears the form; disabled while sending', async () => {
  let answer: (value: { data: { id: number } }) => void = () => undefined;
  const create = jest.fn(() => new Promise<{ data: { id: number } }>((resolve) => (answer = resolve)));
  renderInAdmin(<AddDonor />, provider(create));
  await fillAll();
  await userEvent.click(submitButton());
  await waitFor(() => expect(create).toHaveBeenCalled());
  expect(submitButton()).toBeDisabled();
  expect(create).toHaveBeenCalledWith('donorlist', {
    data: {
      name: 'Gia Giver',
      bloodGroup: 'AB-',
      units: 2,
      mobile: '9876543210',
      gender: 'Female',
      age: 30,
      city: 'Delhi',
      address: '1 Main Street',
      date: '2026-03-04',
    },
  });
  answer({ data: { id: 1 } });
  expect(await screen.findByText('Donation data added successfully!')).toBeInTheDocument();
  expect(screen.getByRole('textbox', { name: 'Name' })).toHaveValue('');
  expect(screen.getByRole('spinbutton', { name: 'Age' })).toHaveValue(null);
  expect(screen.getByLabelText(/^Date/)).toHaveValue('');
  expect(submitButton()).toBeDisabled();
});

it('shows the validation messages and sends nothing while a field is invalid', async () => {
  const dataProvider = provider();
  renderInAdmin(<AddDonor />, dataProvider);
  await fillAll({ age: '17' });
  await userEvent.click(submitButton());
  expect(await screen.findByText('* Age must be at least 18')).toBeInTheDocument();
  expect(dataProvider.create).not.toHaveBeenCalled();
  await userEvent.clear(screen.getByRole('textbox', { name: 'Mobile' }));
  await userEvent.type(screen.getByRole('textbox', { name: 'Mobile' }), '12');
  await userEvent.tab();
  expect(screen.getByText('* Invalid phone number')).toBeInTheDocument();
  await userEvent.clear(screen.getByRole('textbox', { name: 'City' }));
  await userEvent.tab();
  expect(screen.getByText('* City is required')).toBeInTheDocument();
});

it('says when adding failed and keeps the values', async () => {
  renderInAdmin(<AddDonor />, provider(jest.fn(() => Promise.reject(new Error('boom')))));
  await fillAll();
  await userEvent.click(submitButton());
  expect(await screen.findByText('Failed to add donation data. Please try again later.')).toBeInTheDocument();
  expect(screen.getByRole('textbox', { name: 'Name' })).toHaveValue('Gia Giver');
  expect(submitButton()).toBeEnabled();
});

it('sends nothing without a session', async () => {
  const dataProvider = provider();
  renderInAdmin(<AddDonor />, dataProvider);
  await fillAll();
  window.localStorage.clear();
  await userEvent.click(submitButton());
  expect(await screen.findByText('User is not authenticated. Please login again.')).toBeInTheDocument();
  expect(dataProvider.create).not.toHaveBeenCalled();
});

/** The form gives, for each value at the edge of a donation rule, what the schema and the API give (domain's list). */
describe('Add Donor at the edges of the rules', () => {
  const INPUTS = { age: () => screen.getByRole('spinbutton', { name: 'Age' }), units: () => screen.getByRole('spinbutton', { name: 'Units' }), mobile: () => screen.getByRole('textbox', { name: 'Mobile' }) };

  it.each(DONATION_EDGE_VALUES.map((edge) => [edge.field, String(edge.value), edge] as const))('%s %s', async (field, typed, edge) => {
    const dataProvider = provider();
    renderInAdmin(<AddDonor />, dataProvider);
    await fillAll({ [field]: typed });
    await userEvent.click(submitButton());
    if (edge.message === null) {
      await waitFor(() => expect(dataProvider.create).toHaveBeenCalledWith('donorlist', { data: expect.objectContaining({ [field]: edge.value }) }));
    } else {
      await waitFor(() => expect(INPUTS[field]()).toHaveAccessibleDescription(edge.message ?? ''));
      expect(dataProvider.create).not.toHaveBeenCalled();
    }
  });
});
