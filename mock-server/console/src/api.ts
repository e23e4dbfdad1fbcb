import { setStatus } from './dom';
import { t } from './i18n';

const API = '/__mock';

/** A failed control API call: the envelope's code (or NETWORK, HTTP nnn) and message. */
export class ApiError extends Error {
  constructor(
    message: string,
    readonly code: string,
  ) {
    super(message);
  }
}

/** How a failure reads in a status line. */
export const failureText = (error: unknown): string => {
  const { code, message } = error as { code?: string; message?: string };
  return `${t('failed')}: ${code || 'ERROR'} ${message}`;
};

/** A control API call: the JSON answer, or an ApiError with the envelope's code and message. */
export const api = async <T = unknown>(
  method: string,
  path: string,
  body?: unknown,
): Promise<T> => {
  const headers: Record<string, string> = { accept: 'application/json' };
  const init: RequestInit = { method, headers };
  if (body !== undefined) {
    headers['content-type'] = 'application/json';
    init.body = JSON.stringify(body);
  }
  let response: Response;
  try {
    response = await fetch(`${API}${path}`, init);
  } catch (error) {
    throw new ApiError(String(error && (error as Error).message), 'NETWORK');
  }
  const data = (await response.json().catch(() => null)) as {
    systemInformation?: { errorMessage?: string; errorCode?: string };
  } | null;
  if (!response.ok) {
    const info = (data && data.systemInformation) || {};
    throw new ApiError(
      info.errorMessage || response.statusText || 'Error',
      info.errorCode || `HTTP ${response.status}`,
    );
  }
  return data as T;
};

/** Runs an action: the button disabled and busy, then the outcome in the status line. */
export const run = async <T>(
  button: HTMLButtonElement | null,
  status: HTMLElement,
  action: () => Promise<T>,
  okText?: string,
): Promise<T | undefined> => {
  if (button) {
    button.disabled = true;
    button.setAttribute('aria-busy', 'true');
  }
  setStatus(status, 'busy', t('loading'));
  try {
    const result = await action();
    setStatus(status, 'ok', okText === undefined ? t('done') : okText);
    return result;
  } catch (error) {
    setStatus(status, 'error', failureText(error));
    return undefined;
  } finally {
    if (button) {
      button.disabled = false;
      button.removeAttribute('aria-busy');
    }
  }
};
