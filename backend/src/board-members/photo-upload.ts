import { CallHandler, ExecutionContext, HttpException, Injectable, PayloadTooLargeException, UnsupportedMediaTypeException } from '@nestjs/common';
import { FileInterceptor } from '@nestjs/platform-express';
import type { Observable } from 'rxjs';
import { ValidationFailedException } from '../errors/validation-failed.exception';
import { BOARD_MEMBER_MESSAGES as M, PHOTO_MAX_BYTES } from './board-members.messages';

/** The multipart field the photo comes in. */
export const PHOTO_FIELD = 'photo';

const MultipartPhoto = FileInterceptor(PHOTO_FIELD, { limits: { fileSize: PHOTO_MAX_BYTES, files: 1, fields: 10, parts: 11 } });

/**
 * Reads the multipart field `photo` into memory (at most 2 MB). multer's errors leave in the one error
 * shape with a readable message: too large -> 413, any other malformed upload -> 400 naming `photo`.
 */
@Injectable()
export class PhotoUploadInterceptor extends MultipartPhoto {
  async intercept(context: ExecutionContext, next: CallHandler): Promise<Observable<unknown>> {
    try {
      return await super.intercept(context, next);
    } catch (error) {
      if (error instanceof PayloadTooLargeException) throw new PayloadTooLargeException(M.photoTooLarge);
      if (error instanceof HttpException && error.getStatus() < 500) {
        throw new ValidationFailedException({ [PHOTO_FIELD]: [`${M.photoRequired} (${error.message})`] });
      }
      throw error;
    }
  }
}

const SIGNATURES: { contentType: string; matches: (bytes: Buffer) => boolean }[] = [
  { contentType: 'image/jpeg', matches: (bytes) => bytes.subarray(0, 3).equals(Buffer.from([0xff, 0xd8, 0xff])) },
  { contentType: 'image/png', matches: (bytes) => bytes.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) },
  {
    contentType: 'image/webp',
    matches: (bytes) => bytes.length >= 12 && bytes.toString('latin1', 0, 4) === 'RIFF' && bytes.toString('latin1', 8, 12) === 'WEBP',
  },
];

/** The content types a photo may have (and is served with). */
export const PHOTO_TYPES = SIGNATURES.map(({ contentType }) => contentType);

/** The content type the magic bytes show (never the file name or the declared type); 415 for anything else. */
export function imageTypeOf(bytes: Buffer): string {
  const signature = SIGNATURES.find(({ matches }) => matches(bytes));
  if (!signature) throw new UnsupportedMediaTypeException(M.photoWrongType);
  return signature.contentType;
}

/** The part of multer's file this module reads (memory storage). */
export interface UploadedPhoto {
  buffer: Buffer;
}
