import { Module } from '@nestjs/common';
import { AdminDashboardController } from './admin-dashboard.controller';

/** GET /api/admin/dashboard: counts across the tables. */
@Module({ controllers: [AdminDashboardController] })
export class AdminDashboardModule {}
