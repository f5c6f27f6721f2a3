// Vessel packages and the import status calls of 003 §7 (issue 4 §1).
import * as v from 'valibot';
import {
  ImportDayParamSchema,
  ImportDaysParamSchema,
  ImportDownloadQuerySchema,
  ImportPackageAcceptedSchema,
  ImportRecordListSchema,
  ImportRecordRefSchema,
  QueueAttributesSchema,
  QueueParamSchema,
  QueuePathBodySchema,
  RetryAllResultSchema,
  VesselImportStateListSchema,
  VesselImportStatesQuerySchema,
  importStatuses,
} from '../../domain/contracts/imports.ts';
import { AppError } from '../http/app-error.ts';
import type { ApiRouter } from '../http/api-router.ts';
import { maxPackageBytes } from './package-store.ts';
import type { ImportStatusService } from './import-status.service.ts';

const tag = 'Imports';
const admin = 'Administrator';

const missingFile = () =>
  new AppError('VALIDATION_FAILED', 'Send the package as the multipart form field "file".', [
    { path: 'file', message: 'The package file is required.' },
  ]);

export function registerImportStatusRoutes(router: ApiRouter, imports: ImportStatusService): void {
  router.authenticated(
    {
      method: 'post',
      path: '/ImportPackages',
      tag,
      summary:
        'Receives a vessel data package (multipart field "file", docs/import-format.md); 202 with its import path',
      access: "an API key of a user who reaches the package's vessel, or an Administrator",
      response: ImportPackageAcceptedSchema,
      status: 202,
    },
    async ({ actor, c }) => {
      const length = Number(c.req.header('Content-Length') ?? 0);
      if (length > maxPackageBytes + 64 * 1024) {
        throw new AppError(
          'VALIDATION_FAILED',
          'The package was rejected: The package is larger than 1 GiB.',
        );
      }
      if (!(c.req.header('Content-Type') ?? '').toLowerCase().startsWith('multipart/form-data'))
        throw missingFile();
      let form: FormData;
      try {
        form = await c.req.raw.formData();
      } catch {
        throw missingFile();
      }
      const file = form.get('file');
      if (!file || typeof file === 'string') throw missingFile();
      return imports.receive(actor, { name: file.name.slice(0, 200), stream: file.stream() });
    },
  );

  router.authenticated(
    {
      method: 'get',
      path: '/SuccessfulImports/Find/{date}',
      tag,
      summary: 'Imports imported on one UTC day (YYYY-MM-DD), newest first',
      access: admin,
      params: ImportDayParamSchema,
      response: ImportRecordListSchema,
    },
    ({ actor, params }) => imports.successfulOfDay(actor, params.date),
  );

  router.authenticated(
    {
      method: 'get',
      path: '/SuccessfulImports/GetAll/{days}',
      tag,
      summary: 'Imports imported in the last N days (1 to 31)',
      access: admin,
      params: ImportDaysParamSchema,
      response: ImportRecordListSchema,
    },
    ({ actor, params }) => imports.successfulOfLastDays(actor, params.days),
  );

  router.authenticated(
    {
      method: 'get',
      path: '/FailedImports',
      tag,
      summary: 'Failed imports',
      access: admin,
      response: ImportRecordListSchema,
    },
    ({ actor }) => imports.failed(actor),
  );

  router.authenticated(
    {
      method: 'get',
      path: '/FailedImports/Find/{x}',
      tag,
      summary: 'Failed imports whose path or IMO number contains x',
      access: admin,
      params: v.object({ x: v.pipe(v.string(), v.minLength(1), v.maxLength(200)) }),
      response: ImportRecordListSchema,
    },
    ({ actor, params }) => imports.findFailed(actor, params.x),
  );

  router.authenticated(
    {
      method: 'get',
      path: '/RunningImports',
      tag,
      summary: 'Running imports',
      access: admin,
      response: ImportRecordListSchema,
    },
    ({ actor }) => imports.running(actor),
  );

  router.authenticated(
    {
      method: 'get',
      path: '/VesselImportStates',
      tag,
      summary:
        'Vessels being imported: the current import and the pending paths (imoNumbers: comma separated)',
      access: admin,
      query: VesselImportStatesQuerySchema,
      response: VesselImportStateListSchema,
    },
    ({ actor, query }) =>
      imports.vesselStates(
        actor,
        query.imoNumbers ? query.imoNumbers.split(',').map((imo) => imo.trim()) : null,
      ),
  );

  router.authenticated(
    {
      method: 'get',
      path: '/QueueAttributes/{queue}',
      tag,
      summary: 'Message counts of receiveddata or pendingimports',
      access: admin,
      params: QueueParamSchema,
      response: QueueAttributesSchema,
    },
    ({ actor, params }) => imports.queueAttributes(actor, params.queue),
  );

  router.authenticated(
    {
      method: 'delete',
      path: '/FailedImports',
      tag,
      summary: 'Removes a failed import (the import entity as body; its importPath identifies it)',
      access: admin,
      body: ImportRecordRefSchema,
    },
    ({ actor, body }) => imports.remove(actor, body.importPath, importStatuses.Failed),
  );

  router.authenticated(
    {
      method: 'delete',
      path: '/RunningImports',
      tag,
      summary: 'Removes a running import record (first step of its Retry)',
      access: admin,
      body: ImportRecordRefSchema,
    },
    ({ actor, body }) => imports.remove(actor, body.importPath, importStatuses.Running),
  );

  router.authenticated(
    {
      method: 'post',
      path: '/FailedImports/RetryAll',
      tag,
      summary: 'Queues every failed import again on the queue of its job',
      access: admin,
      response: RetryAllResultSchema,
    },
    ({ actor }) => imports.retryAllFailed(actor),
  );

  router.authenticated(
    {
      method: 'post',
      path: '/Queue/{queue}',
      tag,
      summary: 'Queues a stored package path on receiveddata (Prepare) or pendingimports (Import)',
      access: admin,
      params: QueueParamSchema,
      body: QueuePathBodySchema,
    },
    ({ actor, params, body }) => imports.queue(actor, params.queue, body.path),
  );

  for (const kind of ['DownloadImportPackage', 'DownloadZipFile'] as const) {
    router.authenticated(
      {
        method: 'get',
        path: `/ImportStatus/${kind}`,
        tag,
        summary: 'The stored package as a file download',
        access: admin,
        query: ImportDownloadQuerySchema,
      },
      ({ actor, query }) => imports.download(actor, query.path),
    );
  }
}
