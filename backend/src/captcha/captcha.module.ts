import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { CaptchaUse } from './captcha-use.entity';
import { CaptchaUseRepository } from './captcha-use.repository';
import { CaptchaController } from './captcha.controller';
import { CaptchaService } from './captcha.service';

/** The contact form's captcha: ALTCHA challenges served here, or a hosted provider. */
@Module({
  imports: [TypeOrmModule.forFeature([CaptchaUse])],
  controllers: [CaptchaController],
  providers: [CaptchaService, CaptchaUseRepository],
  exports: [CaptchaService],
})
export class CaptchaModule {}
