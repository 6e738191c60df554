import { DynamicModule, Global, Module } from '@nestjs/common';
import { Settings } from './settings';
import { SETTINGS_TOKEN } from './settings.provider';

/** Makes the Settings read at start injectable everywhere (@InjectSettings()). */
@Global()
@Module({})
export class ConfigModule {
  static forRoot(settings: Settings): DynamicModule {
    return {
      module: ConfigModule,
      providers: [{ provide: SETTINGS_TOKEN, useValue: settings }],
      exports: [SETTINGS_TOKEN],
    };
  }
}
