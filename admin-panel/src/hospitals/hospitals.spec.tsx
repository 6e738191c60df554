import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { JOURNEY_ADMIN_TEXTS as T, JOURNEY_MESSAGES } from '@blood-donation/domain';
import { httpError, listOf, renderInAdmin } from '../data/testAdmin';
import { HospitalList } from './HospitalList';

const CITY = { id: 1, name: 'City Hospital', city: 'Pune' };

function provider(overrides: object = {}) {
  return {
    getList: jest.fn(() => listOf([CITY])),
    create: jest.fn((_resource: string, { data }: { data: object }) => Promise.resolve({ data: { id: 2, ...data } })),
    ...overrides,
  };
}

describe('/hospitals', () => {
  it('lists the hospitals with their city', async () => {
    renderInAdmin(<HospitalList />, provider(), { roles: ['admin'] });
    expect(await screen.findByText('City Hospital')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: T.hospitalsTitle })).toBeInTheDocument();
    expect(screen.getByText('Pune')).toBeInTheDocument();
  });

  it('adds a hospital: name and city are required, then it is sent as typed', async () => {
    const dataProvider = provider();
    renderInAdmin(<HospitalList />, dataProvider, { roles: ['admin'] });
    await userEvent.click(await screen.findByRole('button', { name: T.addHospital }));
    const dialog = screen.getByRole('dialog', { name: T.addHospital });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByText(JOURNEY_MESSAGES.hospitalNameRequired)).toBeInTheDocument();
    expect(within(dialog).getByText(JOURNEY_MESSAGES.hospitalCityRequired)).toBeInTheDocument();
    expect(dataProvider.create).not.toHaveBeenCalled();
    await userEvent.type(within(dialog).getByRole('textbox', { name: /Name/ }), 'Ruby Hall Clinic');
    await userEvent.type(within(dialog).getByRole('textbox', { name: /City/ }), 'Pune');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(dataProvider.create).toHaveBeenCalledWith('hospitals', expect.objectContaining({ data: { name: 'Ruby Hall Clinic', city: 'Pune' } })));
    expect(await screen.findByText(T.hospitalAdded)).toBeInTheDocument();
  });

  it("shows the server's refusal of a name already on the list", async () => {
    const refusal = JOURNEY_MESSAGES.hospitalExists('City Hospital');
    renderInAdmin(<HospitalList />, provider({ create: jest.fn(() => Promise.reject(httpError(409, refusal))) }), { roles: ['admin'] });
    await userEvent.click(await screen.findByRole('button', { name: T.addHospital }));
    const dialog = screen.getByRole('dialog', { name: T.addHospital });
    await userEvent.type(within(dialog).getByRole('textbox', { name: /Name/ }), 'city hospital');
    await userEvent.type(within(dialog).getByRole('textbox', { name: /City/ }), 'Pune');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText(refusal)).toBeInTheDocument();
  });

  it('offers drive staff the list to read, without Add', async () => {
    renderInAdmin(<HospitalList />, provider(), { roles: ['driveStaff'] });
    expect(await screen.findByText('City Hospital')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: T.addHospital })).not.toBeInTheDocument();
  });
});
