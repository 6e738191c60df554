import { Module } from '@nestjs/common';
import { APP_INTERCEPTOR } from '@nestjs/core';
import { TypeOrmModule } from '@nestjs/typeorm';
import { AuditEntryRecord } from './audit-entry.entity';
import { AuditEntryRepository } from './audit-entry.repository';
import { AuditInterceptor } from './audit.interceptor';
import { AuditLog } from './audit-log';
import { AuditLogController } from './audit-log.controller';

/** The audit log: every change an admin or moderator makes, logins, password resets and exports (AuditInterceptor). */
@Module({
  imports: [TypeOrmModule.forFeature([AuditEntryRecord])],
  controllers: [AuditLogController],
  providers: [AuditLog, AuditEntryRepository, { provide: APP_INTERCEPTOR, useClass: AuditInterceptor }],
})
export class AuditLogModule {}
