import { Inject } from '@nestjs/common';

/** Injection token of the validated Settings object. */
export const SETTINGS_TOKEN = Symbol('Settings');

export const InjectSettings = (): ParameterDecorator => Inject(SETTINGS_TOKEN);
