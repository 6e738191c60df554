import { Controller, Get } from '@nestjs/common';
import { ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { Allowed } from '../access/access.decorators';
import { AdminDashboardService } from './admin-dashboard.service';
import { DashboardDto } from './dashboard.dto';

@ApiTags('Admin: dashboard')
@Allowed('dashboard', 'read')
@Controller('admin')
export class AdminDashboardController {
  constructor(private readonly dashboardCounts: AdminDashboardService) {}

  @Get('dashboard')
  @ApiOperation({ summary: 'The counts of the admin dashboard' })
  @ApiOkResponse({ type: DashboardDto })
  dashboard(): Promise<DashboardDto> {
    return this.dashboardCounts.counts();
  }
}
