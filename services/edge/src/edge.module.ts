import { Module } from '@nestjs/common';
import { CoreModule } from '@arena/shared';
import { SessionResolver } from './auth/session-resolver';
import { ApiDocsController } from './docs/api-docs.controller';
import { ApiDocsService } from './docs/api-docs.service';
import { Proxy } from './proxy/proxy';
import { RateLimiter } from './rate-limit/rate-limiter';

@Module({
  imports: [CoreModule],
  controllers: [ApiDocsController],
  providers: [Proxy, SessionResolver, RateLimiter, ApiDocsService],
})
export class EdgeModule {}
