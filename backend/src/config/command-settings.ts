import { InvalidSettingError } from './invalid-setting.error';
import { loadSettings, type Settings } from './settings';

/** Where an operator command (run by backend/scripts/run-command.mjs) writes: stdout and stderr, a line at a time. */
export interface CommandOutput {
  out: (line: string) => void;
  err: (line: string) => void;
}

/** The server's settings for an operator command; null, with the one line saying what is wrong, when they are not valid. */
export function commandSettings(env: Record<string, string | undefined>, output: CommandOutput): Settings | null {
  try {
    return loadSettings(env);
  } catch (error) {
    if (!(error instanceof InvalidSettingError)) throw error;
    output.err(error.message);
    return null;
  }
}
