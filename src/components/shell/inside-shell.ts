import { createContext, useContext } from 'react';

/**
 * True in the page area of the signed-in shell (AppLayout): that area is already the screen's
 * `<main>` and has the offline banner above it, so a page shown there (the not-found page a
 * vessel's pages show for an unknown vessel) adds neither.
 */
export const InsideAppShell = createContext(false);

export function useInsideAppShell(): boolean {
  return useContext(InsideAppShell);
}
