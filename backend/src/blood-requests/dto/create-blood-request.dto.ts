import { DONOR_FORM_MESSAGES as M, EMAIL_MAX_LENGTH, TEXT_MAX_LENGTH, validateBloodRequest } from '@blood-donation/domain';
import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Allow, IsOptional, IsString } from 'class-validator';
import { DonorFormDto } from '../../donor-forms/donor-form.dto';
import { Trim } from '../../validation/transforms';
import { FormRule, Required } from '../../validation/validators';

/** Make Blood Request (spec section 5), checked by the form's own validator. */
export class CreateBloodRequestDto extends DonorFormDto(validateBloodRequest) {
  @ApiProperty({ example: 'ravi@example.com', maxLength: EMAIL_MAX_LENGTH, description: 'Trimmed.' })
  @Trim()
  @Required(M.emailRequired)
  @IsString()
  @FormRule(validateBloodRequest)
  email: string;

  @ApiPropertyOptional({ type: String, example: 'Anaemia', maxLength: TEXT_MAX_LENGTH, default: '', nullable: true, description: "Left out or null: none ('')." })
  @Trim()
  @IsOptional()
  @IsString()
  @FormRule(validateBloodRequest)
  disease?: string | null;

  @ApiPropertyOptional({
    description: "Any JSON value, ignored: a new request is always 'Pending' (the old client sends false).",
    example: false,
    // null counts as an object here: OpenAPI 3.0 allows `nullable` only beside a type.
    oneOf: [{ type: 'boolean' }, { type: 'string' }, { type: 'number' }, { type: 'object', nullable: true }, { type: 'array', items: {} }],
  })
  @Allow()
  status?: unknown;
}
