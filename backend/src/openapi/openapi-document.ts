import type { INestApplication } from '@nestjs/common';
import { DocumentBuilder, OpenAPIObject, SwaggerModule } from '@nestjs/swagger';
import { REFRESH_COOKIE_NAME } from '../auth/refresh-cookie';

/** The OpenAPI document of every API route (also committed as backend/openapi.json). */
export function buildOpenApiDocument(app: INestApplication): OpenAPIObject {
  const config = new DocumentBuilder()
    .setTitle('Blood donation API')
    .setDescription(
      'Registration, login and sessions, donors, blood requests, events, volunteers and contact messages. ' +
        'Send the access token as "Authorization: Bearer <token>"; the refresh token travels in an HttpOnly cookie.',
    )
    .setVersion('1.0.0')
    .addBearerAuth()
    .addCookieAuth(REFRESH_COOKIE_NAME, { type: 'apiKey', in: 'cookie', name: REFRESH_COOKIE_NAME }, REFRESH_COOKIE_NAME)
    .build();
  return SwaggerModule.createDocument(app, config);
}
