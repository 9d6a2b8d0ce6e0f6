import { Injectable } from '@nestjs/common';
import { BackendService, OPENAPI_PATH, serviceUrl } from '@arena/shared';
import { request } from 'undici';
import { Proxy } from '../proxy/proxy';
import { documentedServices, OpenApiDocument, publicDocument } from './public-document';

/** `/api/docs/json`: the running services' own documents, merged under the public paths. */
@Injectable()
export class ApiDocsService {
  constructor(private readonly proxy: Proxy) {}

  async document(): Promise<OpenApiDocument> {
    const documents = new Map<BackendService, OpenApiDocument>();
    await Promise.all(
      documentedServices(this.proxy.routes).map(async (service) => {
        try {
          const response = await request(`${serviceUrl(service)}${OPENAPI_PATH}`, {
            headersTimeout: 5000,
            bodyTimeout: 5000,
          });
          documents.set(service, (await response.body.json()) as OpenApiDocument);
        } catch {
          // A service that is down is left out of the document rather than failing it.
        }
      }),
    );
    return publicDocument(this.proxy.routes, documents);
  }
}
