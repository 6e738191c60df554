import { Controller, Get } from '@nestjs/common';
import { ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { Allowed } from '../access/access.decorators';
import { AdminDashboardService } from './admin-dashboard.service';
import { DashboardChartsService } from './dashboard-charts.service';
import { DashboardChartsDto, DashboardDto } from './dashboard.dto';

@ApiTags('Admin: dashboard')
@Allowed('dashboard', 'read')
@Controller('admin')
export class AdminDashboardController {
  constructor(
    private readonly dashboardCounts: AdminDashboardService,
    private readonly dashboardCharts: DashboardChartsService,
  ) {}

  @Get('dashboard')
  @ApiOperation({ summary: 'The counts of the admin dashboard' })
  @ApiOkResponse({ type: DashboardDto })
  dashboard(): Promise<DashboardDto> {
    return this.dashboardCounts.counts();
  }

  @Get('dashboard/charts')
  @ApiOperation({
    summary: "The admin dashboard's charts: the next 14 days' bookings against capacity, the last 12 months' donations by blood group",
    description: 'Days and months in SITE_TIME_ZONE. Figures only, no personal data.',
  })
  @ApiOkResponse({ type: DashboardChartsDto })
  charts(): Promise<DashboardChartsDto> {
    return this.dashboardCharts.charts();
  }
}
