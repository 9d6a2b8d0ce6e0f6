import { Envelope, ErrorCodeValue } from '@arena/protocol';
import { Injectable } from '@nestjs/common';
import { request } from 'undici';
import { INTERNAL_AUTH_HEADER, signClaims } from '../auth/internal-signature';
import { loadConfig } from '../config/config';
import { currentService, serviceUrl, ServiceName } from '../config/service-registry';
import { AppError } from '../errors/app-error';
import { Lang } from '../i18n/lang';

export interface CallOptions {
  /** The end user's language, so an error message from the other service reaches them translated. */
  lang?: Lang;
  timeoutMs?: number;
}

/**
 * Service-to-service HTTP with the internal credential and a timeout; returns the envelope's data
 * and rethrows the other service's error with its code and (already translated) message.
 */
@Injectable()
export class ServiceClient {
  private readonly caller = currentService();

  async call<T>(service: ServiceName, method: 'GET' | 'POST', path: string, body?: unknown, options: CallOptions = {}): Promise<T> {
    const timeoutMs = options.timeoutMs ?? 5000;
    const auth = signClaims({ svc: this.caller }, loadConfig().internalSecret);
    let response;
    try {
      response = await request(`${serviceUrl(service)}${path}`, {
        method,
        headers: { 'content-type': 'application/json', [INTERNAL_AUTH_HEADER]: auth, ...(options.lang ? { 'x-lang': options.lang } : {}) },
        body: body === undefined ? undefined : JSON.stringify(body),
        headersTimeout: timeoutMs,
        bodyTimeout: timeoutMs,
      });
    } catch {
      throw new AppError('common.service_unavailable', {}, 1, 503);
    }
    const envelope = (await response.body.json()) as Envelope<T>;
    if (envelope.code !== 0) throw new AppError(envelope.msg || 'common.error', {}, envelope.code as ErrorCodeValue, response.statusCode);
    return envelope.data;
  }
}
