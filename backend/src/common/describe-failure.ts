/**
 * What is logged of an unexpected failure: its kind, its driver code, its message with every quoted part left out
 * (a database error may quote the values of a row: MySQL's "Duplicate entry 'someone@example.org' for key …"), and
 * where it happened.
 */
export function describeFailure(exception: unknown): string {
  if (!exception || typeof exception !== 'object') return typeof exception;
  const failure = exception as { name?: unknown; message?: unknown; stack?: unknown; code?: unknown; driverError?: { code?: unknown } };
  const code = failure.driverError?.code ?? failure.code;
  const message = typeof failure.message === 'string' ? failure.message.replace(/'[^']*'|"[^"]*"|`[^`]*`/g, "'…'").slice(0, 300) : '';
  const frames = (typeof failure.stack === 'string' ? failure.stack : '')
    .split('\n')
    .filter((line) => line.trimStart().startsWith('at '))
    .slice(0, 8)
    .join('\n');
  return `${String(failure.name ?? 'Error')}${code ? ` (${String(code)})` : ''}: ${message}\n${frames}`;
}
