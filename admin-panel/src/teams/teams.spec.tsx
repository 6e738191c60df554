import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { httpError, listOf, renderInAdmin } from '../data/testAdmin';
import type { TeamMemberRecord } from '../data/resourceRoutes';
import { TeamList } from './TeamList';

const priya: TeamMemberRecord = {
  id: 'a1',
  _id: 'a1',
  full_name: 'Priya Nair',
  description: 'Leads the open-source team.',
  linkedin_url: 'https://www.linkedin.com/in/priya',
  twitter_url: null,
  github_url: null,
  teams: ['open-source', 'design'],
  photoUrl: null,
};

const withPhoto: TeamMemberRecord = { ...priya, photoUrl: '/api/board-members/a1/photo?v=1' };

function provider(overrides: object = {}) {
  return {
    getList: jest.fn(() => listOf([priya])),
    create: jest.fn((_resource: string, { data }: { data: object }) => Promise.resolve({ data: { ...priya, ...data, id: 'b2', _id: 'b2' } })),
    update: jest.fn((_resource: string, { data }: { data: object }) => Promise.resolve({ data: { ...priya, ...data } })),
    delete: jest.fn(() => Promise.resolve({ data: priya, meta: { message: 'Board member deleted successfully.' } })),
    uploadTeamPhoto: jest.fn(() => Promise.resolve({ data: withPhoto })),
    deleteTeamPhoto: jest.fn(() => Promise.resolve({ data: priya })),
    ...overrides,
  };
}

async function openEdit() {
  await userEvent.click(await screen.findByRole('button', { name: 'Edit Priya Nair' }));
  return screen.getByRole('dialog', { name: 'Edit Board Member' });
}

function choosePhoto(dialog: HTMLElement, file: File) {
  return userEvent.upload(within(dialog).getByLabelText('Upload photo'), file);
}

describe('/teams', () => {
  it('lists the board members with avatar, name and team chips', async () => {
    renderInAdmin(<TeamList />, provider());
    expect(await screen.findByText('Priya Nair')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'Teams' })).toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'Priya Nair (no photo)' })).toBeInTheDocument();
    expect(screen.getByText('open-source')).toBeInTheDocument();
    expect(screen.getByText('design')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Export' })).toBeInTheDocument();
  });

  it('adds a member: full name, description and a team are required, URLs must be http(s)', async () => {
    const dataProvider = provider();
    renderInAdmin(<TeamList />, dataProvider);
    await userEvent.click(await screen.findByRole('button', { name: 'Add Member' }));
    const dialog = screen.getByRole('dialog', { name: 'Add Board Member' });
    await userEvent.type(within(dialog).getByRole('textbox', { name: /GitHub URL/ }), 'github.com/priya');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    for (const message of ['Full name is required.', 'Description is required.', 'Choose at least one team.', 'Must be an absolute http(s) URL.']) {
      expect(await within(dialog).findByText(message)).toBeInTheDocument();
    }
    expect(dataProvider.create).not.toHaveBeenCalled();

    await userEvent.type(within(dialog).getByRole('textbox', { name: /Full Name/ }), 'Sam Lee');
    await userEvent.type(within(dialog).getByRole('textbox', { name: /Description/ }), 'Runs social.');
    const github = within(dialog).getByRole('textbox', { name: /GitHub URL/ });
    await userEvent.clear(github);
    await userEvent.type(github, 'https://github.com/sam');
    await userEvent.click(within(dialog).getByRole('combobox', { name: /Teams/ }));
    await userEvent.click(screen.getByRole('option', { name: 'social' }));
    await userEvent.keyboard('{Escape}');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));

    expect(await screen.findByText('Board member created successfully.')).toBeInTheDocument();
    expect(dataProvider.create).toHaveBeenCalledWith('teams', {
      data: expect.objectContaining({ full_name: 'Sam Lee', description: 'Runs social.', github_url: 'https://github.com/sam', teams: ['social'] }),
    });
  });

  it('takes a photo while adding a member and uploads it once the member exists', async () => {
    Object.assign(URL, { createObjectURL: jest.fn(() => 'blob:photo'), revokeObjectURL: jest.fn() });
    const dataProvider = provider();
    renderInAdmin(<TeamList />, dataProvider);
    await userEvent.click(await screen.findByRole('button', { name: 'Add Member' }));
    const dialog = screen.getByRole('dialog', { name: 'Add Board Member' });
    await userEvent.type(within(dialog).getByRole('textbox', { name: /Full Name/ }), 'Sam Lee');
    await userEvent.type(within(dialog).getByRole('textbox', { name: /Description/ }), 'Runs social.');
    await userEvent.click(within(dialog).getByRole('combobox', { name: /Teams/ }));
    await userEvent.click(screen.getByRole('option', { name: 'social' }));
    await userEvent.keyboard('{Escape}');
    const photo = new File(['png'], 'sam.png', { type: 'image/png' });
    await choosePhoto(dialog, photo);
    expect(within(dialog).getByRole('button', { name: 'Remove photo' })).toBeInTheDocument();
    expect(dataProvider.uploadTeamPhoto).not.toHaveBeenCalled();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Board member created successfully.')).toBeInTheDocument();
    expect(dataProvider.uploadTeamPhoto).toHaveBeenCalledWith('b2', photo);
  });

  it('edits a member and shows the server message when saving fails', async () => {
    const update = jest.fn(() => Promise.reject(httpError(400, 'Teams must be among: open-source, social.')));
    renderInAdmin(<TeamList />, provider({ update }));
    const dialog = await openEdit();
    expect(within(dialog).getByRole('textbox', { name: /Full Name/ })).toHaveValue('Priya Nair');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Teams must be among: open-source, social.')).toBeInTheDocument();
    expect(update).toHaveBeenCalledWith('teams', expect.objectContaining({ id: 'a1' }));
  });

  it('uploads a photo (JPEG, PNG or WebP) and can remove it', async () => {
    const dataProvider = provider();
    renderInAdmin(<TeamList />, dataProvider);
    const dialog = await openEdit();
    expect(within(dialog).getByLabelText('Upload photo')).toHaveAttribute('accept', 'image/jpeg,image/png,image/webp');
    const photo = new File(['png'], 'me.png', { type: 'image/png' });
    await choosePhoto(dialog, photo);
    expect(await screen.findByText('Photo updated successfully.')).toBeInTheDocument();
    expect(dataProvider.uploadTeamPhoto).toHaveBeenCalledWith('a1', photo);
    expect(within(dialog).getByRole('img', { name: 'Priya Nair' })).toHaveAttribute('src', '/api/board-members/a1/photo?v=1');

    await userEvent.click(within(dialog).getByRole('button', { name: 'Remove photo' }));
    await waitFor(() => expect(dataProvider.deleteTeamPhoto).toHaveBeenCalledWith('a1'));
    expect(await within(dialog).findByRole('img', { name: 'Priya Nair (no photo)' })).toBeInTheDocument();
  });

  it.each([
    [413, 'The photo must be at most 2 MB.'],
    [415, 'The photo must be a JPEG, PNG or WebP image.'],
  ])("shows the server's %i message for a refused photo", async (status, message) => {
    const uploadTeamPhoto = jest.fn(() => Promise.reject(httpError(status, message)));
    renderInAdmin(<TeamList />, provider({ uploadTeamPhoto }));
    const dialog = await openEdit();
    await choosePhoto(dialog, new File(['x'], 'big.png', { type: 'image/png' }));
    expect(await within(dialog).findByText(message)).toBeInTheDocument();
  });

  it('deletes a member after confirmation', async () => {
    const dataProvider = provider();
    renderInAdmin(<TeamList />, dataProvider);
    await userEvent.click(await screen.findByRole('button', { name: 'Delete Priya Nair' }));
    const dialog = screen.getByRole('dialog', { name: 'Delete Board Member' });
    expect(dialog).toHaveTextContent('Are you sure you want to delete this board member?');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('Board member deleted successfully.')).toBeInTheDocument();
    expect(dataProvider.delete).toHaveBeenCalledWith('teams', expect.objectContaining({ id: 'a1' }));
  });
});
