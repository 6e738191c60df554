import type { DataProvider, Identifier, RaRecord } from 'react-admin';
import type { BoardMemberRecord, ContactRecord } from '@blood-donation/domain';
import { httpClient } from './httpClient';

/** The documented endpoints outside /api/admin that some resources write to. */
export const API_URL = '/api';

/** What /api/admin calls each resource the panel shows under another name. */
const ADMIN_API_NAMES: Record<string, string> = { teams: 'board-members' };

export function adminApiName(resource: string): string {
  return ADMIN_API_NAMES[resource] ?? resource;
}

/** Where the email of a contact's latest reply is: waiting (or retried after a failed attempt), accepted, given up. */
export type ReplyStatus = 'queued' | 'sent' | 'failed';

/** A contact once an admin has answered it. */
export interface RepliedContactRecord extends ContactRecord {
  reply?: string | null;
  /** Set while the reply is queued or sent (the message counts as answered); null again when it failed. */
  repliedAt?: string | null;
  replyStatus?: ReplyStatus | null;
}

/** A board member as react-admin needs it: the API's _id is also its id. */
export type TeamMemberRecord = BoardMemberRecord & { id: string };

function withId<T extends { _id: string }>(member: T): T & { id: string } {
  return { ...member, id: member._id };
}

const json = (data: unknown) => JSON.stringify(data);

/** The fields each write endpoint accepts: the API refuses any other property. */
const WRITABLE_FIELDS: Record<string, readonly string[]> = {
  events: ['name', 'location', 'dateTime', 'organizer', 'description'],
  teams: ['full_name', 'description', 'linkedin_url', 'twitter_url', 'github_url', 'teams'],
};

function writable(resource: string, data: object): Record<string, unknown> {
  const fields = WRITABLE_FIELDS[resource];
  return Object.fromEntries(Object.entries(data).filter(([key]) => fields.includes(key)));
}

/** The calls beyond react-admin's CRUD that the events, contacts and teams screens make. */
export interface AdminExtraMethods {
  replyToContact(id: Identifier, message: string): Promise<{ data: RepliedContactRecord }>;
  retryContactReply(id: Identifier): Promise<{ data: RepliedContactRecord }>;
  uploadTeamPhoto(id: Identifier, photo: File): Promise<{ data: TeamMemberRecord }>;
  deleteTeamPhoto(id: Identifier): Promise<{ data: TeamMemberRecord }>;
}

/**
 * Sends the writes of events, volunteers, contacts and teams to their documented endpoints, lists teams from
 * /api/admin/board-members (record id = _id), and adds the reply and photo calls. Every other call goes to `base`.
 */
export function withResourceRoutes(base: DataProvider): DataProvider & AdminExtraMethods {
  return {
    ...base,

    async getList(resource, params) {
      if (resource !== 'teams') return base.getList(resource, params);
      const result = await base.getList<RaRecord>(adminApiName(resource), params);
      return { ...result, data: result.data.map((member) => withId(member as unknown as TeamMemberRecord)) } as never;
    },

    async getOne(resource, params) {
      if (resource !== 'teams') return base.getOne(resource, params);
      const { json: member } = await httpClient(`${API_URL}/admin/board-members/${encodeURIComponent(String(params.id))}`);
      return { data: withId(member as BoardMemberRecord) } as never;
    },

    async create(resource, params) {
      if (resource === 'events') {
        const { json: event } = await httpClient(`${API_URL}/events`, { method: 'POST', body: json(writable(resource, params.data)) });
        return { data: event };
      }
      if (resource === 'teams') {
        const { json: member } = await httpClient(`${API_URL}/admin/board-members`, { method: 'POST', body: json(writable(resource, params.data)) });
        return { data: withId(member as BoardMemberRecord) } as never;
      }
      return base.create(resource, params);
    },

    async update(resource, params) {
      const id = encodeURIComponent(String(params.id));
      if (resource === 'events') {
        const { json: event } = await httpClient(`${API_URL}/events/${id}`, { method: 'PUT', body: json(writable(resource, params.data)) });
        return { data: event };
      }
      if (resource === 'teams') {
        const { json: member } = await httpClient(`${API_URL}/admin/board-members/${id}`, { method: 'PUT', body: json(writable(resource, params.data)) });
        return { data: withId(member as BoardMemberRecord) } as never;
      }
      return base.update(resource, params);
    },

    async delete(resource, params) {
      const id = encodeURIComponent(String(params.id));
      const path = {
        events: `${API_URL}/events/${id}`,
        volunteers: `${API_URL}/volunteers/${id}`,
        contacts: `${API_URL}/admin/contact-us/delete/${id}`,
        teams: `${API_URL}/admin/board-members/${id}`,
      }[resource];
      if (!path) return base.delete(resource, params);
      // The contacts endpoint answers with a text body: the success toast (meta.message).
      const { body, json: answer } = await httpClient(path, { method: 'DELETE' });
      const message = typeof answer === 'object' && answer && 'message' in answer ? String(answer.message) : body;
      return { data: (params.previousData ?? { id: params.id }) as never, meta: { message } };
    },

    async replyToContact(id, message) {
      const { json: contact } = await httpClient(`${API_URL}/admin/contacts/${encodeURIComponent(String(id))}/reply`, {
        method: 'POST',
        body: json({ message }),
      });
      return { data: contact as RepliedContactRecord };
    },

    async retryContactReply(id) {
      const { json: contact } = await httpClient(`${API_URL}/admin/contacts/${encodeURIComponent(String(id))}/reply/retry`, { method: 'POST' });
      return { data: contact as RepliedContactRecord };
    },

    async uploadTeamPhoto(id, photo) {
      const form = new FormData();
      form.append('photo', photo);
      const { json: member } = await httpClient(`${API_URL}/admin/board-members/${encodeURIComponent(String(id))}/photo`, {
        method: 'PUT',
        body: form,
      });
      return { data: withId(member as BoardMemberRecord) };
    },

    async deleteTeamPhoto(id) {
      const { json: member } = await httpClient(`${API_URL}/admin/board-members/${encodeURIComponent(String(id))}/photo`, {
        method: 'DELETE',
      });
      return { data: withId(member as BoardMemberRecord) };
    },
  };
}
