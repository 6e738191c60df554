import { Module } from '@nestjs/common';
import { APP_GUARD } from '@nestjs/core';
import { JwtModule } from '@nestjs/jwt';
import { PassportModule } from '@nestjs/passport';
import { TypeOrmModule } from '@nestjs/typeorm';
import { Settings } from '../config/settings';
import { SETTINGS_TOKEN } from '../config/settings.provider';
import { UsersModule } from '../users/users.module';
import { AuthController } from './auth.controller';
import { AuthService } from './auth.service';
import { EndSessionsController } from './end-sessions.controller';
import { JwtAuthGuard } from './jwt-auth.guard';
import { JwtStrategy } from './jwt.strategy';
import { RefreshSession } from './refresh-session.entity';
import { RefreshSessionRepository } from './refresh-session.repository';
import { RefreshSessionsService } from './refresh-sessions.service';
import { RolesGuard } from './roles.guard';
import { SecondFactorGuard } from './second-factor.guard';
import { TwoFactorModule } from '../two-factor/two-factor.module';

/** Login, refresh and logout, plus the global guards: a token everywhere but @Public(), @Roles(...), a staff session's second factor and @StepUp(). */
@Module({
  imports: [
    UsersModule,
    TwoFactorModule,
    PassportModule,
    TypeOrmModule.forFeature([RefreshSession]),
    JwtModule.registerAsync({
      inject: [SETTINGS_TOKEN],
      useFactory: (settings: Settings) => ({
        secret: settings.jwtSecret,
        signOptions: { algorithm: 'HS256', expiresIn: settings.accessTokenTtlSeconds },
        verifyOptions: { algorithms: ['HS256'] },
      }),
    }),
  ],
  controllers: [AuthController, EndSessionsController],
  providers: [
    AuthService,
    RefreshSessionsService,
    RefreshSessionRepository,
    JwtStrategy,
    { provide: APP_GUARD, useClass: JwtAuthGuard },
    { provide: APP_GUARD, useClass: RolesGuard },
    { provide: APP_GUARD, useClass: SecondFactorGuard },
  ],
  exports: [RefreshSessionsService, RefreshSessionRepository, AuthService],
})
export class AuthModule {}
