// The snackbar of 000 §3/§8 (SHELL-112/183): the server's message, else 'An error occurred.',
// shown for 5000 ms with a close button.
import { notifications } from '@mantine/notifications';
import { messages } from '../../domain/messages.ts';
import { ApiError, errorMessage } from '../lib/api-client.ts';

export const snackbarTimeoutMs = 5000;

export const offlineText = 'You are offline';
export const serverUnreachableText = 'The server cannot be reached. Please try again in a moment.';

/** The snackbar's close button has only an icon: it needs a name for screen readers (axe button-name). */
const closeButtonProps = { 'aria-label': 'Close' };

export function errorText(messageOrError: unknown): string {
  if (typeof messageOrError === 'string' && messageOrError) return messageOrError;
  if (messageOrError instanceof ApiError && messageOrError.isNetworkError) {
    return navigator.onLine ? serverUnreachableText : offlineText;
  }
  return errorMessage(messageOrError, messages.anErrorOccurred);
}

export function showError(messageOrError: unknown): void {
  notifications.show({
    message: errorText(messageOrError),
    color: 'red',
    autoClose: snackbarTimeoutMs,
    withCloseButton: true,
    closeButtonProps,
  });
}

export function showSuccess(message: string): void {
  notifications.show({
    message,
    color: 'teal',
    autoClose: snackbarTimeoutMs,
    withCloseButton: true,
    closeButtonProps,
  });
}
