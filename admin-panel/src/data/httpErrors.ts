/** What a failed data provider call tells: the HTTP status and the server's message, when there was an answer. */
export interface FailedCall {
  /** Undefined when no response arrived (the network failed). */
  status?: number;
  serverMessage?: string;
}

export function describeFailure(error: unknown): FailedCall {
  const { status, body } = (error ?? {}) as { status?: unknown; body?: unknown };
  if (typeof status !== 'number') return {};
  const message = typeof body === 'object' && body !== null ? (body as { message?: unknown }).message : body;
  const serverMessage = Array.isArray(message) ? message.join(' ') : typeof message === 'string' && message.trim() ? message : undefined;
  return { status, serverMessage };
}
