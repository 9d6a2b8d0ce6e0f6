import { createHash } from 'node:crypto';
import { Controller, Get, Res } from '@nestjs/common';
import { ApiExcludeController } from '@nestjs/swagger';
import { Endpoint, HTML_PAGE } from '@arena/shared';
import { FastifyReply } from 'fastify';
import { z } from 'zod';
import { SITE_CSP } from '../site/security-headers';
import { ApiDocsService } from './api-docs.service';

/** `/api/docs` (a browsable page) and `/api/docs/json` (the merged OpenAPI document). */
@ApiExcludeController()
@Controller('api/docs')
export class ApiDocsController {
  constructor(private readonly docs: ApiDocsService) {}

  @Endpoint({
    summary: 'Public API document',
    auth: 'open',
    output: z.object({ openapi: z.string(), paths: z.record(z.string(), z.unknown()) }).loose(),
  })
  @Get('json')
  json() {
    return this.docs.document();
  }

  @Endpoint({ summary: 'Browsable API reference', auth: 'open', output: HTML_PAGE })
  @Get()
  page(@Res() reply: FastifyReply) {
    // A page, not an envelope: sent as it is.
    return reply
      .header('content-type', 'text/html; charset=utf-8')
      .header('content-security-policy', PAGE_CSP)
      .send(PAGE);
  }
}

// A dependency-free reader: the document is fetched and each operation listed with its schemas.
const PAGE = `<!doctype html><html><head><meta charset="utf-8"><title>API reference</title>
<style>body{font:14px system-ui,sans-serif;margin:2rem;max-width:1100px}details{border:1px solid #ddd;border-radius:6px;margin:.4rem 0;padding:.4rem .8rem}
summary{cursor:pointer}code{font-weight:600}.m{display:inline-block;width:4rem;color:#fff;text-align:center;border-radius:4px;margin-right:.5rem}
.get{background:#2b8a3e}.post{background:#e8590c}pre{background:#f6f8fa;padding:.6rem;overflow:auto}</style></head>
<body><h1>API reference</h1><p>Every response is <code>{ code, msg, data }</code>. Raw document: <a href="/api/docs/json">/api/docs/json</a></p><div id="ops"></div>
<script>fetch('/api/docs/json').then(r=>r.json()).then(d=>{const doc=d.data||d;const el=document.getElementById('ops');
for(const [p,item] of Object.entries(doc.paths)){for(const [m,op] of Object.entries(item)){const x=document.createElement('details');
const s=document.createElement('summary');s.innerHTML='<span class="m '+m+'">'+m.toUpperCase()+'</span><code></code> ';s.querySelector('code').textContent=p;
s.append(document.createTextNode(op.summary||''));const pre=document.createElement('pre');
pre.textContent=JSON.stringify({parameters:op.parameters,requestBody:op.requestBody,responses:op.responses},null,2);x.append(s,pre);el.append(x);}}});</script></body></html>`;

/** The site's policy, plus this page's one inline script by its hash. */
const PAGE_CSP = SITE_CSP.replace(
  "script-src 'self'",
  `script-src 'self' 'sha256-${createHash('sha256')
    .update(/<script>([\s\S]*)<\/script>/.exec(PAGE)?.[1] ?? '')
    .digest('base64')}'`,
);
