import { ADMIN_ROLES } from '@blood-donation/domain';
import { Body, Controller, Get, HttpCode, Post, Res } from '@nestjs/common';
import { ApiNotFoundResponse, ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import type { Response } from 'express';
import { AdminListQueryParam, setContentRange } from '../admin-lists/admin-list-query';
import { ApiAdminList } from '../admin-lists/api-admin-list';
import { AdminCsvExport, AdminExportQueryParam, type CsvColumn, toCsv } from '../admin-lists/csv-export';
import { Roles } from '../auth/access.decorators';
import { ApiBodyErrors } from '../errors/api-error-responses';
import { ErrorResponseDto } from '../errors/error-response.dto';
import { ApiIdParam, IdParam } from '../validation/id-param';
import { ADMIN_CONTACTS_SPEC, type AdminContactsQuery } from './admin-contacts-query';
import { CONTACT_API_MESSAGES as M } from './contacts.messages';
import { ContactsService } from './contacts.service';
import { AdminContactRecordDto } from './dto/admin-contact-record.dto';
import { ContactReplyDto } from './dto/contact-reply.dto';

const CONTACT_COLUMNS: CsvColumn<AdminContactRecordDto>[] = (['id', 'name', 'email', 'subject', 'message', 'createdAt', 'reply', 'repliedAt'] as const).map(
  (key) => [key, (row) => row[key]],
);

@ApiTags('Admin: contacts')
@Roles(...ADMIN_ROLES)
@Controller('admin')
export class AdminContactsController {
  constructor(private readonly contacts: ContactsService) {}

  @Get('contacts')
  @ApiAdminList(ADMIN_CONTACTS_SPEC, {
    summary: 'One page of contact messages',
    type: AdminContactRecordDto,
    filter: 'q (case-insensitive part of name, email or subject), answered (true: replied to; false: not yet)',
    filterExample: '{"q":"drive","answered":false}',
    sortExample: '["createdAt","DESC"]',
  })
  async page(@AdminListQueryParam(ADMIN_CONTACTS_SPEC) query: AdminContactsQuery, @Res({ passthrough: true }) response: Response): Promise<AdminContactRecordDto[]> {
    const { rows, total } = await this.contacts.page(query);
    setContentRange(response, ADMIN_CONTACTS_SPEC, query.start, rows.length, total);
    return rows;
  }

  @Get('contacts/export.csv')
  @AdminCsvExport(ADMIN_CONTACTS_SPEC, 'q (part of name, email or subject), answered')
  async exportCsv(@AdminExportQueryParam(ADMIN_CONTACTS_SPEC) query: AdminContactsQuery): Promise<string> {
    return toCsv(CONTACT_COLUMNS, await this.contacts.exportAll(query));
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
