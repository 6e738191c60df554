import { Module } from '@nestjs/common';
import { APP_INTERCEPTOR } from '@nestjs/core';
import { AuditInterceptor } from './audit.interceptor';
import { AuditLog } from './audit-log';
import { AuditLogController } from './audit-log.controller';

/** The audit log: every change an admin or moderator makes, logins, password resets and exports (AuditInterceptor). */
@Module({
  controllers: [AuditLogController],
  providers: [AuditLog, { provide: APP_INTERCEPTOR, useClass: AuditInterceptor }],
})
export class AuditLogModule {}
