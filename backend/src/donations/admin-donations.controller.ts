import { Body, Post } from '@nestjs/common';
import { ApiCreatedResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { Allowed } from '../access/access.decorators';
import { CurrentUser } from '../access/current-user.decorator';
import { ApiBodyErrors } from '../errors/api-error-responses';
import { AdminListEndpoints } from '../lists/admin-list-endpoints';
import { User } from '../users/user.entity';
import { DONATION_LIST } from './donation-list';
import { DonationsService } from './donations.service';
import { DonorEligibility } from './donor-eligibility';
import { AdminDonationRecordDto, type ListedDonation } from './dto/admin-donation-record.dto';
import { CreateDonationDto } from './dto/create-donation.dto';

/**
 * GET /api/admin/donorlist and one donation, each with when its donor may give again, and the list's CSV export;
 * recording a walk-in donor's, as react-admin's create asks.
 */
@ApiTags('Admin: donations')
export class AdminDonationsController extends AdminListEndpoints<ListedDonation, ListedDonation, AdminDonationRecordDto>(DONATION_LIST, 'donorlist') {
  constructor(
    private readonly donations: DonationsService,
    private readonly eligibility: DonorEligibility,
  ) {
    super();
  }

  protected complete(rows: ListedDonation[]): Promise<AdminDonationRecordDto[]> {
    return this.eligibility.withNextDates(rows);
  }

  @Allowed('donorlist', 'change')
  @Post(DONATION_LIST.resource)
  @ApiOperation({ summary: "Record a walk-in donor's donation, linked to no account (as POST /api/add by an admin); answers the list's record" })
  @ApiCreatedResponse({ type: AdminDonationRecordDto })
  @ApiBodyErrors()
  async create(@Body() form: CreateDonationDto, @CurrentUser() admin: User): Promise<AdminDonationRecordDto> {
    const { id } = await this.donations.create(form, admin);
    const [record] = await this.complete([(await this.lists.one(DONATION_LIST, id))!]);
    return record;
  }
}
