import { Body, Controller, Delete, Get, Header, HttpCode, Post, Res, StreamableFile } from '@nestjs/common';
import type { Response } from 'express';
import { ApiWholeList, WholeListParam, type WholeListRequest } from '../lists/whole-list';
import { ApiNotFoundResponse, ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { Allowed, Public } from '../access/access.decorators';
import { MessageDto } from '../common/message.dto';
import { ApiBodyErrors } from '../errors/api-error-responses';
import { ErrorResponseDto } from '../errors/error-response.dto';
import { ApiIdParam, IdParam } from '../validation/id-param';
import { CONTACT_API_MESSAGES as M } from './contacts.messages';
import { CONTACT_RECORDS, ContactsService } from './contacts.service';
import { ContactFormDto } from './dto/contact-form.dto';
import { ContactRecordDto } from './dto/contact-record.dto';
import { RateLimited } from '../rate-limits/rate-limited.decorator';

@ApiTags('Contacts')
@Controller()
export class ContactsController {
  constructor(private readonly contacts: ContactsService) {}

  @Public()
  @Post('contact-us')
  @RateLimited(5)
  @HttpCode(200)
  @ApiOperation({ summary: 'Send a Contact Us message; stored only when the captcha passes (each ALTCHA solution once)' })
  @ApiOkResponse({ type: MessageDto, example: { message: M.received } })
  @ApiBodyErrors()
  create(@Body() form: ContactFormDto): Promise<MessageDto> {
    return this.contacts.create(form);
  }

  @Allowed('contacts', 'read')
  @Get('admin/contact-us/all')
  @ApiOperation({ summary: 'Every contact message, newest first' })
  @ApiWholeList(CONTACT_RECORDS, 'newest first')
  list(@WholeListParam([CONTACT_RECORDS, 'createdAt', 'DESC']) request: WholeListRequest, @Res({ passthrough: true }) response: Response): Promise<ContactRecordDto[] | StreamableFile> {
    return this.contacts.list(request, response);
  }

  @Allowed('contacts', 'delete')
  @Delete('admin/contact-us/delete/:id')
  @Header('Content-Type', 'text/plain; charset=utf-8')
  @ApiOperation({ summary: 'Delete a contact message; the text/plain body is the confirmation to show' })
  @ApiIdParam('Contact id')
  @ApiOkResponse({ description: M.deleted, content: { 'text/plain': { schema: { type: 'string', example: M.deleted } } } })
  @ApiNotFoundResponse({ type: ErrorResponseDto, description: M.notFound })
  remove(@IdParam() id: number): Promise<string> {
    return this.contacts.remove(id);
  }
}
