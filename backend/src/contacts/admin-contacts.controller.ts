import { Body, Controller, Delete, HttpCode, Post } from '@nestjs/common';
import { ApiConflictResponse, ApiNotFoundResponse, ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { Allowed } from '../access/access.decorators';
import { MessageDto } from '../common/message.dto';
import { AdminListEndpoints } from '../lists/admin-list-endpoints';
import { ApiBodyErrors } from '../errors/api-error-responses';
import { ErrorResponseDto } from '../errors/error-response.dto';
import { ApiIdParam, IdParam } from '../validation/id-param';
import { CONTACT_LIST } from './contact-list';
import { CONTACT_API_MESSAGES as M } from './contacts.messages';
import { ContactsService } from './contacts.service';
import { AdminContactRecordDto } from './dto/admin-contact-record.dto';
import { ContactReplyDto } from './dto/contact-reply.dto';

/** GET /api/admin/contacts, its CSV export, one message, replying to it and deleting it. */
@ApiTags('Admin: contacts')
@Controller('admin')
export class AdminContactsController extends AdminListEndpoints(CONTACT_LIST, 'contacts') {
  constructor(private readonly contacts: ContactsService) {
    super();
  }

  @Allowed('contacts', 'change')
  @Post('contacts/:id/reply')
  @HttpCode(200)
  @ApiOperation({
    summary: 'Record a reply to a contact message and queue its email to the sender',
    description:
      "The reply is recorded and its email (to the message's email, subject 'Re: <subject>', the reply and the original message quoted) is queued in the outbox in one transaction; the outbox worker sends it through SMTP_URL, retrying with backoff. The answer shows replyStatus queued; it becomes sent once the mail server accepts the email, or failed after the last attempt (the message then no longer counts as answered). Without a mail server the email stays queued. A later reply replaces the recorded one.",
  })
  @ApiIdParam('Contact id')
  @ApiOkResponse({ type: AdminContactRecordDto })
  @ApiBodyErrors()
  @ApiNotFoundResponse({ type: ErrorResponseDto, description: M.notFound })
  @ApiConflictResponse({ type: ErrorResponseDto, description: M.senderErased })
  reply(@IdParam() id: number, @Body() form: ContactReplyDto): Promise<AdminContactRecordDto> {
    return this.contacts.reply(id, form.message);
  }

  @Allowed('contacts', 'change')
  @Post('contacts/:id/reply/retry')
  @HttpCode(200)
  @ApiOperation({
    summary: 'Queue the failed reply email of a contact message again',
    description: 'Only for a contact whose replyStatus is failed: its email gets a fresh set of attempts, replyStatus becomes queued and the message counts as answered again.',
  })
  @ApiIdParam('Contact id')
  @ApiOkResponse({ type: AdminContactRecordDto })
  @ApiNotFoundResponse({ type: ErrorResponseDto, description: M.notFound })
  @ApiConflictResponse({ type: ErrorResponseDto, description: M.notRetryable })
  retry(@IdParam() id: number): Promise<AdminContactRecordDto> {
    return this.contacts.retryReply(id);
  }

  @Allowed('contacts', 'delete')
  @Delete(`${CONTACT_LIST.resource}/:id`)
  @ApiOperation({ summary: 'Delete a contact message (as DELETE /api/admin/contact-us/delete/{id}, answering JSON)' })
  @ApiIdParam('Contact id')
  @ApiOkResponse({ type: MessageDto, example: { message: M.deleted } })
  @ApiNotFoundResponse({ type: ErrorResponseDto, description: M.notFound })
  async remove(@IdParam() id: number): Promise<MessageDto> {
    return { message: await this.contacts.remove(id) };
  }
}
