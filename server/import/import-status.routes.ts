// Vessel packages and the import status calls of 003 §7 (issue 4 §1).
import { importEndpoints as endpoints, importStatuses } from '../../domain/contracts/imports.ts';
import { AppError } from '../http/app-error.ts';
import type { ApiRouter } from '../http/api-router.ts';
import {
  MultipartFormError,
  readMultipart,
  TooManyFilesError,
  UploadTooLargeError,
} from '../files/multipart.ts';
import { messages } from '../../domain/messages.ts';
import { maxPackageBytes } from './package-store.ts';
import type { ImportStatusService, ReceivedPackage } from './import-status.service.ts';

const tag = 'Imports';
const admin = 'Administrator';

const missingFile = () =>
  new AppError('VALIDATION_FAILED', 'Send the package as the multipart form field "file".', [
    { path: 'file', message: 'The package file is required.' },
  ]);

export function registerImportStatusRoutes(router: ApiRouter, imports: ImportStatusService): void {
  router.authenticated(
    {
      ...endpoints.uploadPackage,
      tag,
      summary:
        'Receives a vessel data package (multipart field "file", docs/import-format.md); 202 with its import path',
      access: "an API key of a user who reaches the package's vessel, or an Administrator",
    },
    async ({ actor, c }) => {
      const tooLarge = () =>
        new AppError('VALIDATION_FAILED', 'The package was rejected: The package is larger than 1 GiB.');
      const length = Number(c.req.header('Content-Length') ?? 0);
      if (length > maxPackageBytes + 64 * 1024) throw tooLarge();
      // Streamed to disk as it arrives (ADR 0093): the 1 GiB limit holds with or without a length.
      // Stored first and recorded only once the whole form is read: a form with a second file is
      // refused as a whole, and the first one is removed again.
      let received: ReceivedPackage[];
      const stored: ReceivedPackage[] = [];
      let refused = false;
      try {
        ({ files: received } = await readMultipart(
          c.req.raw,
          { fileFields: ['file'], maxFileBytes: maxPackageBytes, maxFiles: 1 },
          async ({ name, stream }) => {
            const one = await imports.store(actor, { name: name.slice(0, 200), stream });
            // The form may have been refused while this file was still being written.
            if (refused) await imports.discard(one);
            else stored.push(one);
            return one;
          },
        ));
      } catch (error) {
        refused = true;
        await Promise.all(stored.map((one) => imports.discard(one)));
        if (error instanceof UploadTooLargeError) throw tooLarge();
        if (error instanceof TooManyFilesError)
          throw new AppError('VALIDATION_FAILED', messages.onePackageAtATime, [
            { path: 'file', message: messages.onePackageAtATime },
          ]);
        if (error instanceof MultipartFormError) throw missingFile();
        throw error;
      }
      const first = received[0];
      if (!first) throw missingFile();
      return imports.register(actor, first);
    },
  );

  router.authenticated(
    {
      ...endpoints.successfulOfDay,
      tag,
      summary: 'Imports imported on one UTC day (YYYY-MM-DD), newest first',
      access: admin,
    },
    ({ actor, params }) => imports.successfulOfDay(actor, params.date),
  );

  router.authenticated(
    {
      ...endpoints.successfulOfLastDays,
      tag,
      summary: 'Imports imported in the last N days (1 to 31)',
      access: admin,
    },
    ({ actor, params }) => imports.successfulOfLastDays(actor, params.days),
  );

  router.authenticated(
    {
      ...endpoints.failed,
      tag,
      summary: 'Failed imports',
      access: admin,
    },
    ({ actor }) => imports.failed(actor),
  );

  router.authenticated(
    {
      ...endpoints.findFailed,
      tag,
      summary: 'Failed imports whose path or IMO number contains x',
      access: admin,
    },
    ({ actor, params }) => imports.findFailed(actor, params.x),
  );

  router.authenticated(
    {
      ...endpoints.running,
      tag,
      summary: 'Running imports',
      access: admin,
    },
    ({ actor }) => imports.running(actor),
  );

  router.authenticated(
    {
      ...endpoints.vesselStates,
      tag,
      summary:
        'Vessels being imported: the current import and the pending paths (imoNumbers: comma separated)',
      access: admin,
    },
    ({ actor, query }) =>
      imports.vesselStates(
        actor,
        query.imoNumbers ? query.imoNumbers.split(',').map((imo) => imo.trim()) : null,
      ),
  );

  router.authenticated(
    {
      ...endpoints.queueAttributes,
      tag,
      summary: 'Message counts of receiveddata or pendingimports',
      access: admin,
    },
    ({ actor, params }) => imports.queueAttributes(actor, params.queue),
  );

  router.authenticated(
    {
      ...endpoints.removeFailed,
      tag,
      summary: 'Removes a failed import (the import entity as body; its importPath identifies it)',
      access: admin,
    },
    ({ actor, body }) => imports.remove(actor, body.importPath, importStatuses.Failed),
  );

  router.authenticated(
    {
      ...endpoints.removeRunning,
      tag,
      summary: 'Removes a running import record (first step of its Retry)',
      access: admin,
    },
    ({ actor, body }) => imports.remove(actor, body.importPath, importStatuses.Running),
  );

  router.authenticated(
    {
      ...endpoints.undo,
      tag,
      summary:
        'Queues the undo of an imported package (202): a job removes the samples it stored that no other import holds, rebuilds their rollups and recalculates the trends (ADR 0101, 0114); the import lists show undoState meanwhile; 409 when running, undone or being undone already',
      access: admin,
    },
    ({ actor, body }) => imports.undo(actor, body.importPath),
  );

  router.authenticated(
    {
      ...endpoints.retryAllFailed,
      tag,
      summary: 'Queues every failed import again on the queue of its job',
      access: admin,
    },
    ({ actor }) => imports.retryAllFailed(actor),
  );

  router.authenticated(
    {
      ...endpoints.queue,
      tag,
      summary: 'Queues a stored package path on receiveddata (Prepare) or pendingimports (Import)',
      access: admin,
    },
    ({ actor, params, body }) => imports.queue(actor, params.queue, body.path),
  );

  for (const download of [endpoints.downloadImportPackage, endpoints.downloadZipFile]) {
    router.authenticated(
      {
        ...download,
        tag,
        summary: 'The stored package as a file download',
        access: admin,
      },
      ({ actor, query }) => imports.download(actor, query.path),
    );
  }
}
