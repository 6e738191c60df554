import { ApiError, DRIVE_SCREEN_TEXTS as T, messageFrom } from '@blood-donation/domain';

/** What a failed booking, move or cancellation says: the server's own text (a 409's reason) as it is, else a general one. */
export const failureText = (error: unknown): string => (error instanceof ApiError ? messageFrom(error.body) : undefined) ?? T.callFailed;
