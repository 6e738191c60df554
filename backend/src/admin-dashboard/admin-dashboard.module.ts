import { Module } from '@nestjs/common';
import { AdminDashboardController } from './admin-dashboard.controller';
import { AdminDashboardService } from './admin-dashboard.service';
import { DashboardChartsRepository } from './dashboard-charts.repository';
import { DashboardChartsService } from './dashboard-charts.service';

/** GET /api/admin/dashboard: counts across the tables; GET /api/admin/dashboard/charts: bookings and donations over time. */
@Module({ controllers: [AdminDashboardController], providers: [AdminDashboardService, DashboardChartsService, DashboardChartsRepository] })
export class AdminDashboardModule {}
