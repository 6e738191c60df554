import { Body, Controller, HttpCode, Post } from '@nestjs/common';
import { ApiNotFoundResponse, ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { AdminListEndpoints } from '../lists/admin-list-endpoints';
import { ApiBodyErrors } from '../errors/api-error-responses';
import { ErrorResponseDto } from '../errors/error-response.dto';
import { ApiIdParam, IdParam } from '../validation/id-param';
import { CONTACT_LIST } from './contact-list';
import { CONTACT_API_MESSAGES as M } from './contacts.messages';
import { ContactsService } from './contacts.service';
import { AdminContactRecordDto } from './dto/admin-contact-record.dto';
import { ContactReplyDto } from './dto/contact-reply.dto';

/** GET /api/admin/contacts, its CSV export, one message, and replying to it. */
@ApiTags('Admin: contacts')
@Controller('admin')
export class AdminContactsController extends AdminListEndpoints(CONTACT_LIST) {
  constructor(private readonly contacts: ContactsService) {
    super();
  }

  @Post('contacts/:id/reply')
  @HttpCode(200)
  @ApiOperation({
    summary: 'Email a reply to the sender of a contact message and record it',
    description:
      "Sent to the message's email with the subject 'Re: <subject>', the reply and the original message quoted. Without a mail server (or when sending fails) the email waits in the outbox. A later reply replaces the recorded one.",
  })
  @ApiIdParam('Contact id')
  @ApiOkResponse({ type: AdminContactRecordDto })
  @ApiBodyErrors()
  @ApiNotFoundResponse({ type: ErrorResponseDto, description: M.notFound })
  reply(@IdParam() id: number, @Body() form: ContactReplyDto): Promise<AdminContactRecordDto> {
    return this.contacts.reply(id, form.message);
  }
}
