// The back-forward cache after a sign-out: a restored page of an earlier session is loaded again.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { reloadRestoredPagesOfAnotherSession } from './session.ts';
import { clearStoredToken, storeToken } from './token-store.ts';

const pageShow = (persisted: boolean) => {
  const event = new Event('pageshow') as PageTransitionEvent;
  Object.defineProperty(event, 'persisted', { value: persisted });
  window.dispatchEvent(event);
};

afterEach(() => clearStoredToken());

describe('pages restored from the back-forward cache', () => {
  it('SHELL-118 after Log out, Back to a cached page of the signed-out user loads it again (to the login page)', () => {
    storeToken('token-of-a', '2099-01-01T00:00:00Z');
    const reload = vi.fn();
    const remove = reloadRestoredPagesOfAnotherSession(window, reload);
    clearStoredToken();
    pageShow(true);
    expect(reload).toHaveBeenCalledTimes(1);
    remove();
  });

  it('SHELL-118 the next person signed in: a cached page of the one before is loaded again', () => {
    storeToken('token-of-a', '2099-01-01T00:00:00Z');
    const reload = vi.fn();
    const remove = reloadRestoredPagesOfAnotherSession(window, reload);
    storeToken('token-of-b', '2099-01-01T00:00:00Z');
    pageShow(true);
    expect(reload).toHaveBeenCalledTimes(1);
    remove();
  });

  it('a page restored in the same session, or an ordinary page show, is left as it is', () => {
    storeToken('token-of-a', '2099-01-01T00:00:00Z');
    const reload = vi.fn();
    const remove = reloadRestoredPagesOfAnotherSession(window, reload);
    pageShow(true);
    clearStoredToken();
    pageShow(false);
    expect(reload).not.toHaveBeenCalled();
    remove();
  });
});
