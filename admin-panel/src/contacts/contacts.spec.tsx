import { formatDateTime } from '@blood-donation/domain';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { replaceWithPublicPage } from '../auth/publicSite';
import { httpError, listOf, renderInAdmin } from '../data/testAdmin';
import type { RepliedContactRecord } from '../data/resourceRoutes';
import { ContactList } from './ContactList';

jest.mock('../auth/publicSite', () => ({
  ...jest.requireActual('../auth/publicSite'),
  replaceWithPublicPage: jest.fn(),
}));

const question: RepliedContactRecord = {
  id: 5,
  name: 'Grace Hopper',
  email: 'grace@example.test',
  subject: 'Opening hours',
  message: 'Are you open on Sundays?',
  createdAt: '2026-04-02T08:00:00.000Z',
  reply: null,
  repliedAt: null,
};

const answered: RepliedContactRecord = { ...question, reply: 'Yes, 9:30 to 12.', repliedAt: '2026-04-03T09:00:00.000Z' };
const queued: RepliedContactRecord = { ...answered, replyStatus: 'queued' };
const sent: RepliedContactRecord = { ...answered, replyStatus: 'sent' };
const failed: RepliedContactRecord = { ...answered, repliedAt: null, replyStatus: 'failed' };

beforeEach(() => jest.clearAllMocks());

describe('/contacts', () => {
  it('shows each contact as a card with name, email, subject, message and date, newest first', async () => {
    const getList = jest.fn(() => listOf([question]));
    renderInAdmin(<ContactList />, { getList });
    const card = (await screen.findByRole('heading', { level: 2, name: 'Grace Hopper' })).closest('li')!;
    expect(screen.getByRole('heading', { level: 1, name: 'All Contacts' })).toBeInTheDocument();
    for (const text of ['grace@example.test', 'Opening hours', 'Are you open on Sundays?', formatDateTime(question.createdAt)]) {
      expect(card).toHaveTextContent(text);
    }
    expect(within(card).queryByText('Answered')).not.toBeInTheDocument();
    expect(getList).toHaveBeenCalledWith('contacts', expect.objectContaining({ sort: { field: 'createdAt', order: 'DESC' } }));
    expect(screen.getByRole('button', { name: 'Export' })).toBeInTheDocument();
  });

  it("says 'No contacts found.' when there are none", async () => {
    renderInAdmin(<ContactList />, { getList: jest.fn(() => listOf([])) });
    expect(await screen.findByText('No contacts found.')).toBeInTheDocument();
  });

  it.each([
    [401, 'Authentication failed. Please login again.'],
    [404, 'Endpoint not found. Please check the API URL.'],
    [500, 'Failed to fetch contact list. Please try again later.'],
  ])('explains a %i on load', async (status, message) => {
    jest.spyOn(console, 'error').mockImplementation(() => {});
    renderInAdmin(<ContactList />, { getList: jest.fn(() => Promise.reject(httpError(status))), getOne: jest.fn() });
    expect((await screen.findAllByText(message)).length).toBeGreaterThan(0);
    if (status === 401) expect(replaceWithPublicPage).toHaveBeenCalledWith('/login');
    else expect(replaceWithPublicPage).not.toHaveBeenCalled();
  });

  it("deletes after confirmation and shows the server's text", async () => {
    const remove = jest.fn(() => Promise.resolve({ data: question, meta: { message: 'Contact with id 5 deleted successfully.' } }));
    renderInAdmin(<ContactList />, { getList: jest.fn(() => listOf([question])), delete: remove });
    await userEvent.click(await screen.findByRole('button', { name: 'Delete contact from Grace Hopper' }));
    const dialog = screen.getByRole('dialog', { name: 'Delete Contact' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('Contact with id 5 deleted successfully.')).toBeInTheDocument();
    expect(remove).toHaveBeenCalledWith('contacts', expect.objectContaining({ id: 5 }));
  });

  it('says when the delete fails', async () => {
    renderInAdmin(<ContactList />, { getList: jest.fn(() => listOf([question])), delete: jest.fn(() => Promise.reject(httpError(500))) });
    await userEvent.click(await screen.findByRole('button', { name: 'Delete contact from Grace Hopper' }));
    await userEvent.click(within(screen.getByRole('dialog', { name: 'Delete Contact' })).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('Failed to delete contact.')).toBeInTheDocument();
  });

  it('replies: the answer is required, then sent, and the card shows Answered with the date', async () => {
    const getList = jest.fn().mockImplementationOnce(() => listOf([question])).mockImplementation(() => listOf([answered]));
    const replyToContact = jest.fn(() => Promise.resolve({ data: answered }));
    renderInAdmin(<ContactList />, { getList, replyToContact });

    await userEvent.click(await screen.findByRole('button', { name: 'Reply to Grace Hopper' }));
    const dialog = screen.getByRole('dialog', { name: 'Reply to Grace Hopper' });
    expect(dialog).toHaveTextContent('Are you open on Sundays?');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Send' }));
    expect(within(dialog).getByText('Reply is required')).toBeInTheDocument();
    expect(replyToContact).not.toHaveBeenCalled();

    await userEvent.type(within(dialog).getByRole('textbox', { name: /Reply/ }), 'Yes, 9:30 to 12.');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Send' }));
    expect(await screen.findByText('Reply sent successfully.')).toBeInTheDocument();
    expect(replyToContact).toHaveBeenCalledWith(5, 'Yes, 9:30 to 12.');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(await screen.findByText('Answered')).toBeInTheDocument();
    expect(screen.getByText(formatDateTime(answered.repliedAt!))).toBeInTheDocument();
  });

  it("shows the server's message when the reply fails", async () => {
    const replyToContact = jest.fn(() => Promise.reject(httpError(400, 'message must be at most 2000 characters')));
    renderInAdmin(<ContactList />, { getList: jest.fn(() => listOf([question])), replyToContact });
    await userEvent.click(await screen.findByRole('button', { name: 'Reply to Grace Hopper' }));
    await userEvent.type(screen.getByRole('textbox', { name: /Reply/ }), 'Sure');
    await userEvent.click(screen.getByRole('button', { name: 'Send' }));
    expect(await screen.findByText('message must be at most 2000 characters')).toBeInTheDocument();
    expect(screen.getByRole('dialog', { name: 'Reply to Grace Hopper' })).toBeInTheDocument();
  });

  it.each([
    ['queued', queued, 'Queued'],
    ['sent', sent, 'Sent'],
  ])('shows a %s reply as Answered with its state, and no Retry', async (_state, contact, label) => {
    renderInAdmin(<ContactList />, { getList: jest.fn(() => listOf([contact])) });
    const card = (await screen.findByRole('heading', { level: 2, name: 'Grace Hopper' })).closest('li')!;
    expect(within(card).getByText('Answered')).toBeInTheDocument();
    expect(within(card).getByText(label)).toBeInTheDocument();
    expect(within(card).getByText(formatDateTime(answered.repliedAt!))).toBeInTheDocument();
    expect(within(card).queryByRole('button', { name: /Retry/ })).not.toBeInTheDocument();
  });

  it('shows a failed reply as Failed, not Answered, with a Retry button', async () => {
    renderInAdmin(<ContactList />, { getList: jest.fn(() => listOf([failed])) });
    const card = (await screen.findByRole('heading', { level: 2, name: 'Grace Hopper' })).closest('li')!;
    expect(within(card).getByText('Failed')).toBeInTheDocument();
    expect(within(card).queryByText('Answered')).not.toBeInTheDocument();
    expect(within(card).getByRole('button', { name: 'Retry the reply to Grace Hopper' })).toHaveTextContent('Retry');
  });

  it('offers neither Reply nor Retry for a message whose sender deleted their account (erased), only Delete', async () => {
    const erased: RepliedContactRecord = { ...failed, name: 'Erased', email: '', subject: '', message: '', reply: '' };
    renderInAdmin(<ContactList />, { getList: jest.fn(() => listOf([erased])) });
    const card = (await screen.findByRole('heading', { level: 2, name: 'Erased' })).closest('li')!;
    expect(within(card).getByText('Failed')).toBeInTheDocument();
    expect(within(card).queryByRole('button', { name: /Reply|Retry/ })).not.toBeInTheDocument();
    expect(within(card).getByRole('button', { name: /Delete/ })).toBeInTheDocument();
  });

  it('retries a failed reply: the reply is queued again, with a toast', async () => {
    const getList = jest.fn().mockImplementationOnce(() => listOf([failed])).mockImplementation(() => listOf([queued]));
    const retryContactReply = jest.fn(() => Promise.resolve({ data: queued }));
    renderInAdmin(<ContactList />, { getList, retryContactReply });
    await userEvent.click(await screen.findByRole('button', { name: 'Retry the reply to Grace Hopper' }));
    expect(await screen.findByText('Reply queued to be sent again.')).toBeInTheDocument();
    expect(retryContactReply).toHaveBeenCalledWith(5);
    expect(await screen.findByText('Queued')).toBeInTheDocument();
    expect(screen.getByText('Answered')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Retry the reply to Grace Hopper' })).not.toBeInTheDocument();
  });

  it("shows the server's message, or its own, when the retry fails", async () => {
    const retryContactReply = jest
      .fn()
      .mockImplementationOnce(() => Promise.reject(httpError(409, 'Only a reply whose email has failed can be retried.')))
      .mockImplementationOnce(() => Promise.reject(httpError(500)));
    renderInAdmin(<ContactList />, { getList: jest.fn(() => listOf([failed])), retryContactReply });
    const button = await screen.findByRole('button', { name: 'Retry the reply to Grace Hopper' });
    await userEvent.click(button);
    expect(await screen.findByText('Only a reply whose email has failed can be retried.')).toBeInTheDocument();
    await waitFor(() => expect(button).toBeEnabled());
    await userEvent.click(button);
    expect(await screen.findByText('Failed to retry the reply. Please try again.')).toBeInTheDocument();
  });
});
