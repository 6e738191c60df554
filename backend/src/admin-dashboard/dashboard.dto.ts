import { dashboardChartsSchema, dashboardSchema } from '@blood-donation/domain';
import { createZodDto } from 'nestjs-zod';

/** The counts on the admin dashboard. */
export class DashboardDto extends createZodDto(dashboardSchema) {}

/** The admin dashboard's charts. */
export class DashboardChartsDto extends createZodDto(dashboardChartsSchema) {}
