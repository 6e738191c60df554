import { type NestInterceptor, UseInterceptors } from '@nestjs/common';
import type { Request } from 'express';
import type { ListDefinition } from './list-definition';

/** The field names of a zod DTO of an object (its schema's shape). */
function fieldNamesOf(dto: unknown): string[] {
  const shape = (dto as { schema?: { shape?: Record<string, unknown> } }).schema?.shape;
  if (!shape) throw new Error(`${String((dto as { name?: unknown }).name)} is not the zod DTO of an object`);
  return Object.keys(shape);
}

/**
 * PUT /api/admin/<resource>/{id} as react-admin's Edit sends it: the whole record. The fields of the list's row that
 * the form does not take (id, createdAt, photoUrl…) are dropped before the form's schema reads the body, so they are
 * ignored rather than refused; any other field is still the form's to accept or refuse. Interceptors run before the
 * validation pipe; the audit entry, which names the fields of the body, then names only those the update takes.
 */
export function TakesWholeRecord(list: ListDefinition, form: unknown): MethodDecorator {
  const taken = new Set(fieldNamesOf(form));
  const readOnly = new Set(fieldNamesOf(list.docs.rowType).filter((name) => !taken.has(name)));
  const dropReadOnly: NestInterceptor = {
    intercept(context, next) {
      const request = context.switchToHttp().getRequest<Request>();
      const body: unknown = request.body;
      if (body && typeof body === 'object' && !Array.isArray(body)) {
        request.body = Object.fromEntries(Object.entries(body).filter(([name]) => !readOnly.has(name)));
      }
      return next.handle();
    },
  };
  return UseInterceptors(dropReadOnly);
}
