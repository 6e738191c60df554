import { donationJourneyBodySchema, donationJourneySchema, hospitalBodySchema, hospitalSchema, myDonationJourneySchema } from '@blood-donation/domain';
import { createZodDto } from 'nestjs-zod';

/** POST /api/admin/hospitals. */
export class HospitalBodyDto extends createZodDto(hospitalBodySchema) {}

/** PUT /api/admin/donations/{id}/journey. */
export class DonationJourneyBodyDto extends createZodDto(donationJourneyBodySchema) {}

class Hospital extends createZodDto(hospitalSchema) {}
class DonationJourney extends createZodDto(donationJourneySchema) {}
class MyDonationJourney extends createZodDto(myDonationJourneySchema) {}
export { Hospital as HospitalDto, DonationJourney as DonationJourneyDto, MyDonationJourney as MyDonationJourneyDto };
