import { apiClient, dataOf, type SessionsEnded, type UserSession } from '@blood-donation/domain';

/** Where the staff member's account is logged in (GET /api/user/sessions), through the one API client. */
export const listSessions = (): Promise<UserSession[]> => dataOf(apiClient.GET('/api/user/sessions'));

/** DELETE /api/user/sessions/{id}: ends another session of the account. */
export const endSession = (id: string): Promise<{ message: string }> => dataOf(apiClient.DELETE('/api/user/sessions/{id}', { params: { path: { id } } }));

/** DELETE /api/user/sessions: ends every other session of the account. */
export const endOtherSessions = (): Promise<SessionsEnded> => dataOf(apiClient.DELETE('/api/user/sessions'));

/** The panel's "Your sessions" screen: every role of the panel has it (the dashboard's access). */
export const SESSIONS_PATH = '/your-sessions';
