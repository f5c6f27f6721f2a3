// The in-app PDF viewer (EMIS-090; ADR 0073): Go back and the file name above the pages, each page
// drawn by pdf.js on a canvas. pdf.js and its worker are loaded only when a PDF is opened; the
// worker is a file of our own origin (Vite's ?url), and eval is off, so the Content-Security-Policy
// (script-src and worker-src 'self') holds.
import { Button, Group, Stack, Text, Title } from '@mantine/core';
import { useEffect, useRef, useState } from 'react';
import { ErrorState, LoadingState } from '../../../components/states.tsx';
import { fetchVesselFileBytes } from '../api/vessel-files.ts';

type PdfViewerProps = { fileId: string; fileName: string; onBack: () => void };

async function loadPdfJs() {
  const [pdfjs, worker] = await Promise.all([
    import('pdfjs-dist'),
    import('pdfjs-dist/build/pdf.worker.min.mjs?url'),
  ]);
  pdfjs.GlobalWorkerOptions.workerSrc = worker.default;
  return pdfjs;
}

export function PdfViewer({ fileId, fileName, onBack }: PdfViewerProps) {
  const pagesRef = useRef<HTMLDivElement>(null);
  const [state, setState] = useState<{
    status: 'loading' | 'ready' | 'error';
    pages: number;
    error?: unknown;
  }>({ status: 'loading', pages: 0 });

  useEffect(() => {
    const controller = new AbortController();
    let destroy: (() => Promise<void>) | null = null;
    void (async () => {
      try {
        const [pdfjs, bytes] = await Promise.all([
          loadPdfJs(),
          fetchVesselFileBytes(fileId, controller.signal),
        ]);
        const task = pdfjs.getDocument({ data: bytes, isEvalSupported: false });
        destroy = () => task.destroy();
        const document = await task.promise;
        const container = pagesRef.current;
        if (!container || controller.signal.aborted) return;
        container.replaceChildren();
        const width = Math.max(320, container.clientWidth || 800);
        for (let number = 1; number <= document.numPages; number += 1) {
          const page = await document.getPage(number);
          const base = page.getViewport({ scale: 1 });
          const viewport = page.getViewport({ scale: Math.min(2, width / base.width) });
          const canvas = window.document.createElement('canvas');
          canvas.width = Math.floor(viewport.width);
          canvas.height = Math.floor(viewport.height);
          canvas.setAttribute('role', 'img');
          canvas.setAttribute('aria-label', `Page ${number} of ${document.numPages}`);
          canvas.style.maxWidth = '100%';
          canvas.style.boxShadow = '0 1px 4px rgba(0,0,0,0.25)';
          container.append(canvas);
          await page.render({ canvas, viewport }).promise;
          if (controller.signal.aborted) return;
        }
        setState({ status: 'ready', pages: document.numPages });
      } catch (error) {
        if (!controller.signal.aborted) setState({ status: 'error', pages: 0, error });
      }
    })();
    return () => {
      controller.abort();
      void destroy?.();
    };
  }, [fileId]);

  return (
    <Stack gap="md">
      <Group justify="space-between">
        <Group gap="md">
          <Button variant="default" onClick={onBack}>
            Go back
          </Button>
          <Title order={2} size="h4">
            {fileName}
          </Title>
        </Group>
        {state.status === 'ready' ? (
          <Text c="dimmed" size="sm">
            {state.pages === 1 ? '1 page' : `${state.pages} pages`}
          </Text>
        ) : null}
      </Group>
      {state.status === 'loading' ? <LoadingState label="Opening the document" /> : null}
      {state.status === 'error' ? (
        <ErrorState error={state.error} title="The document cannot be shown." />
      ) : null}
      <Stack ref={pagesRef} align="center" gap="md" data-testid="pdf-pages" />
    </Stack>
  );
}
