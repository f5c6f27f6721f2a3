import { configure, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../../lib/api-client.ts';
import { renderWithProviders } from '../../../lib/testing.tsx';
import { ApiKeyPanel } from './api-key-panel.tsx';

// Queries wait up to 5 s: the shared test machine is often busy.
configure({ asyncUtilTimeout: 5000 });

function setup(
  apiKey: string,
  onGenerate = vi.fn(async () => 'wk_full_new_key_0123'),
  onRemove = vi.fn(async () => {}),
) {
  renderWithProviders(<ApiKeyPanel apiKey={apiKey} onGenerate={onGenerate} onRemove={onRemove} />);
  return { onGenerate, onRemove, keyField: screen.getByLabelText('API key') as HTMLInputElement };
}

async function confirmIn(question: string) {
  const dialog = await screen.findByRole('dialog', { name: /./, hidden: false });
  expect(within(dialog).getByText(question)).toBeDefined();
  fireEvent.click(within(dialog).getByRole('button', { name: 'Yes' }));
}

describe('ApiKeyPanel', () => {
  it('ADMIN-027 ADMIN-028 shows the key read-only and offers Remove key only when a key exists', () => {
    const { keyField } = setup('••••••••3f9a');
    expect(keyField.readOnly).toBe(true);
    expect(keyField.value).toBe('••••••••3f9a');
    expect(screen.getByRole('button', { name: 'Remove key' })).toBeDefined();
    expect(screen.getByRole('button', { name: 'Generate new key' })).toBeDefined();
  });

  it('ADMIN-028 an empty key means no key: no Remove key', () => {
    setup('');
    expect(screen.queryByRole('button', { name: 'Remove key' })).toBeNull();
  });

  it('ADMIN-029 asks before generating, then shows the full new key once', async () => {
    const { onGenerate, keyField } = setup('');
    fireEvent.click(screen.getByRole('button', { name: 'Generate new key' }));
    expect(onGenerate).not.toHaveBeenCalled();
    await confirmIn('Are you sure you want to generate a API key?');
    await waitFor(() => expect(keyField.value).toBe('wk_full_new_key_0123'));
    expect(onGenerate).toHaveBeenCalledTimes(1);
    expect(screen.getByRole('button', { name: 'Copy key' })).toBeDefined();
    expect(screen.getByRole('button', { name: 'Remove key' })).toBeDefined();
  });

  it('ADMIN-029 asks before removing the key', async () => {
    const { onRemove, keyField } = setup('••••••••3f9a');
    fireEvent.click(screen.getByRole('button', { name: 'Remove key' }));
    await confirmIn('Are you sure you want to remove the API key?');
    await waitFor(() => expect(onRemove).toHaveBeenCalledTimes(1));
    await waitFor(() => expect(keyField.value).toBe(''));
  });

  it('ADMIN-171 a failed key action without a server message shows the dialog fallback text', async () => {
    setup(
      '',
      vi.fn(async () => Promise.reject(new ApiError(500, 'INTERNAL', ''))),
    );
    fireEvent.click(screen.getByRole('button', { name: 'Generate new key' }));
    await confirmIn('Are you sure you want to generate a API key?');
    expect((await screen.findByText('An error occured. See log for more details.')).textContent).toBeTruthy();
  });
});
