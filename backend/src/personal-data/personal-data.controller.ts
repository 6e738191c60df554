import { Controller, Get, Header } from '@nestjs/common';
import { ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { LoggedIn } from '../access/access.decorators';
import { CurrentUser } from '../access/current-user.decorator';
import { User } from '../users/user.entity';
import { PersonalDataExportDto } from './dto/personal-data-export.dto';
import { PersonalDataService } from './personal-data.service';

/** The name the browser saves a donor's data under. */
export const EXPORT_FILE_NAME = 'my-blood-donation-data.json';

@ApiTags('Your data')
@LoggedIn()
@Controller('user')
export class PersonalDataController {
  constructor(private readonly personalData: PersonalDataService) {}

  @Get('export')
  @Header('Content-Disposition', `attachment; filename="${EXPORT_FILE_NAME}"`)
  @Header('Cache-Control', 'no-store')
  @ApiOperation({ summary: 'Download everything the product holds about the caller, as one JSON file (nothing about anyone else)' })
  @ApiOkResponse({ type: PersonalDataExportDto, description: `Content-Disposition: attachment; filename="${EXPORT_FILE_NAME}"` })
  exportMine(@CurrentUser() user: User): Promise<PersonalDataExportDto> {
    return this.personalData.exportFor(user);
  }
}
