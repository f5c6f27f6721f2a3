import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithRouter } from '../../lib/testing.tsx';
import { setViewportWidth } from '../../lib/viewport.testing.ts';
import { IconHome, IconInfo } from '../icons.tsx';
import { AppLayout } from './app-layout.tsx';
import { profileMenuLabel } from './top-bar.tsx';

const user = { name: 'Ola Nordmann', email: 'ola@example.com', companyName: 'Northwind', companyId: 'c1' };

function renderShell() {
  return renderWithRouter(
    <AppLayout
      user={user}
      entries={[
        { label: 'Dashboard', to: '/', icon: <IconHome />, section: 'top' },
        { label: 'About', to: '/About', icon: <IconInfo />, section: 'bottom' },
      ]}
      vessels={<div>no vessels</div>}
      onOpenProfile={() => {}}
      onLogout={() => {}}
    >
      <p>page</p>
    </AppLayout>,
  );
}

describe('AppLayout at tablet and desktop widths', { timeout: 20_000 }, () => {
  it('at 768 px the sidebar is a drawer behind the burger that closes on navigation and gives focus back to the burger', async () => {
    setViewportWidth(768);
    renderShell();
    const burger = await screen.findByRole('button', { name: 'Open navigation' });
    expect(screen.queryByRole('navigation', { name: 'Main' })).toBeNull();
    expect(burger.getAttribute('aria-expanded')).toBe('false');

    burger.focus();
    fireEvent.click(burger);
    const nav = await screen.findByRole('navigation', { name: 'Main' });
    expect(screen.getByRole('dialog')).toBeTruthy();
    expect(burger.getAttribute('aria-expanded')).toBe('true');

    fireEvent.click(nav.querySelector('a[href="/About"]') as HTMLElement);
    await waitFor(() => expect(screen.queryByRole('navigation', { name: 'Main' })).toBeNull());
    await waitFor(() =>
      expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Open navigation' })),
    );
  });

  it('at 768 px Escape closes the drawer', async () => {
    setViewportWidth(768);
    renderShell();
    fireEvent.click(await screen.findByRole('button', { name: 'Open navigation' }));
    const dialog = await screen.findByRole('dialog');
    fireEvent.keyDown(dialog, { key: 'Escape' });
    await waitFor(() => expect(screen.queryByRole('navigation', { name: 'Main' })).toBeNull());
  });

  it('at 1024 px and wider the sidebar stays beside the page and there is no burger', async () => {
    setViewportWidth(1024);
    renderShell();
    expect(await screen.findByRole('navigation', { name: 'Main' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Open navigation' })).toBeNull();
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});

describe('the profile menu button', () => {
  it("has a name that contains the initials it shows (WCAG 2.5.3 label in name) and the user's name", async () => {
    setViewportWidth(1024);
    renderShell();
    const button = await screen.findByRole('button', { name: /Profile menu for Ola Nordmann/ });
    expect(button.textContent).toBe('ON');
    const name = button.getAttribute('aria-label') ?? '';
    expect(name).toBe('ON – Profile menu for Ola Nordmann');
    expect(name.toLowerCase()).toContain(button.textContent!.toLowerCase());
  });

  it('starts with the two initials of a longer name too', () => {
    expect(profileMenuLabel('Anna Maria Berg')).toBe('AM – Profile menu for Anna Maria Berg');
  });
});
