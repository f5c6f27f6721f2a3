// Page titles (000 §2, SHELL-007/038/039): '{title} | Wakeline', and on vessel pages
// '{title} | {vesselName} | Wakeline'.
import { Title } from '@mantine/core';
import { useEffect } from 'react';

export const productName = 'Wakeline';

export function buildDocumentTitle(title: string, vesselName?: string): string {
  return [title, vesselName, productName].filter((part) => part !== undefined && part !== '').join(' | ');
}

export function useDocumentTitle(title: string, vesselName?: string): void {
  useEffect(() => {
    document.title = buildDocumentTitle(title, vesselName);
  }, [title, vesselName]);
}

type PageTitleProps = {
  title: string;
  /** Set on vessel pages: the document title then names the vessel too. */
  vesselName?: string;
  /** Shown instead of the title in the heading, when the heading differs from the document title. */
  heading?: string;
};

/** The page heading (h1) and the document title in one. */
export function PageTitle({ title, vesselName, heading }: PageTitleProps) {
  useDocumentTitle(title, vesselName);
  return (
    <Title order={1} size="h2" mb="md">
      {heading ?? title}
    </Title>
  );
}
