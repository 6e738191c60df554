/** A setting that cannot be used; its message is the one line printed before the process stops. */
export class InvalidSettingError extends Error {
  constructor(
    readonly setting: string,
    expected: string,
  ) {
    super(`Invalid setting ${setting}: expected ${expected}`);
    this.name = 'InvalidSettingError';
  }
}
