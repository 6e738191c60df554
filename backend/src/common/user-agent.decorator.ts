import { createParamDecorator, ExecutionContext } from '@nestjs/common';
import type { Request } from 'express';

/**
 * The caller's User-Agent header, only to label a device (deviceLabel): read, never kept nor logged, and not
 * documented as a parameter (browsers always send it).
 */
export const UserAgent = createParamDecorator((_data: unknown, context: ExecutionContext): string | undefined => context.switchToHttp().getRequest<Request>().headers['user-agent']);
