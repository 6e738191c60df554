import { ADMIN_ROLES, BLOOD_GROUPS } from '@blood-donation/domain';
import { Controller, Get, Res } from '@nestjs/common';
import { ApiNotFoundResponse, ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import type { Response } from 'express';
import { AdminListQueryParam, setContentRange } from '../admin-lists/admin-list-query';
import { ApiAdminList } from '../admin-lists/api-admin-list';
import { AdminCsvExport, AdminExportQueryParam, type CsvColumn, toCsv } from '../admin-lists/csv-export';
import { Roles } from '../auth/access.decorators';
import { ErrorResponseDto } from '../errors/error-response.dto';
import { ApiIdParam, IdParam } from '../validation/id-param';
import { ADMIN_DONATIONS_SPEC, type AdminDonationsQuery } from './admin-donations-query';
import { DONATION_MESSAGES } from './donations.messages';
import { DonationsService } from './donations.service';
import { AdminDonationRecordDto } from './dto/admin-donation-record.dto';

const DONATION_COLUMNS: CsvColumn<AdminDonationRecordDto>[] = [
  ...(['id', 'name', 'email', 'bloodGroup', 'units', 'mobile', 'gender', 'age', 'city', 'address', 'date'] as const).map(
    (key): CsvColumn<AdminDonationRecordDto> => [key, (row) => row[key]],
  ),
  ['event', (row) => row.event?.name],
  ['createdAt', (row) => row.createdAt],
];

@ApiTags('Admin: donations')
@Roles(...ADMIN_ROLES)
@Controller('admin')
export class AdminDonationsController {
  constructor(private readonly donations: DonationsService) {}

  @Get('donorlist')
  @ApiAdminList(ADMIN_DONATIONS_SPEC, {
    summary: 'One page of donations',
    type: AdminDonationRecordDto,
    filter: `q (case-insensitive part of the donor's name), bloodGroup (${BLOOD_GROUPS.join(', ')})`,
    filterExample: '{"q":"asha","bloodGroup":"O-"}',
    sortExample: '["name","ASC"]',
  })
  async page(@AdminListQueryParam(ADMIN_DONATIONS_SPEC) query: AdminDonationsQuery, @Res({ passthrough: true }) response: Response): Promise<AdminDonationRecordDto[]> {
    const { rows, total } = await this.donations.page(query);
    setContentRange(response, ADMIN_DONATIONS_SPEC, query.start, rows.length, total);
    return rows;
  }

  @Get('donorlist/export.csv')
  @AdminCsvExport(ADMIN_DONATIONS_SPEC, 'q (part of the name), bloodGroup')
  async exportCsv(@AdminExportQueryParam(ADMIN_DONATIONS_SPEC) query: AdminDonationsQuery): Promise<string> {
    return toCsv(DONATION_COLUMNS, await this.donations.exportAll(query));
  }

  @Get('donorlist/:id')
  @ApiOperation({ summary: 'One donation' })
  @ApiIdParam('Donation id')
  @ApiOkResponse({ type: AdminDonationRecordDto })
  @ApiNotFoundResponse({ type: ErrorResponseDto, description: DONATION_MESSAGES.notFound })
  one(@IdParam() id: number): Promise<AdminDonationRecordDto> {
    return this.donations.getForAdmin(id);
  }
}
