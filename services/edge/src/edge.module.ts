import { Module } from '@nestjs/common';
import { CoreModule } from '@arena/shared';
import { CallerGate } from './auth/caller-gate';
import { ApiDocsController } from './docs/api-docs.controller';
import { ApiDocsService } from './docs/api-docs.service';
import { ServiceHealthModule } from './health/service-health';
import { Proxy } from './proxy/proxy';

@Module({
  imports: [CoreModule, ServiceHealthModule],
  controllers: [ApiDocsController],
  providers: [Proxy, CallerGate, ApiDocsService],
})
export class EdgeModule {}
