import { Module } from '@nestjs/common';
import { AdminDashboardController } from './admin-dashboard.controller';
import { AdminDashboardService } from './admin-dashboard.service';

/** GET /api/admin/dashboard: counts across the tables. */
@Module({ controllers: [AdminDashboardController], providers: [AdminDashboardService] })
export class AdminDashboardModule {}
