import { ApiProperty } from '@nestjs/swagger';

/** `{ message }`: what an action with nothing else to return answers. */
export class MessageDto {
  @ApiProperty({ description: 'Readable sentence, safe to show to the user.' })
  message: string;
}
