import { ERROR_CODES } from '../../../contracts/src/error-codes';
import { MOCK_SANDBOX_HEADER } from '../../../contracts/src/sandbox';
import { setStatus } from './dom';
import { t } from './i18n';
import { state } from './state';

const API = '/__mock';

/** The envelope's code of a sandbox that does not exist (MK4041). */
export const SANDBOX_UNKNOWN = ERROR_CODES.sandboxUnknown;

/**
 * The routes that name their sandbox in the path (/__mock/sandboxes…): they take no header. Every
 * other call acts on the chosen sandbox (x-mock-sandbox), or on the default world without one.
 */
const namesItsWorld = (path: string): boolean => /^\/sandboxes(?:[/?]|$)/.test(path);

let sandboxGone: (id: string) => void = () => undefined;
/** What happens when the chosen sandbox disappears (main.ts: back to the default world). */
export const onSandboxGone = (handler: (id: string) => void): void => {
  sandboxGone = handler;
};

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

/**
 * A control API call: the JSON answer, or an ApiError with the envelope's code and message. A body
 * is sent as JSON; `raw` sends a string body as it is (a file's text: the mock judges it).
 */
export const api = async <T = unknown>(
  method: string,
  path: string,
  body?: unknown,
  raw?: boolean,
): Promise<T> => {
  const headers: Record<string, string> = { accept: 'application/json' };
  const sandbox = namesItsWorld(path) ? null : state.sandbox;
  if (sandbox) headers[MOCK_SANDBOX_HEADER] = sandbox;
  const init: RequestInit = { method, headers };
  if (body !== undefined) {
    headers['content-type'] = 'application/json';
    init.body = raw && typeof body === 'string' ? body : JSON.stringify(body);
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
    const code = info.errorCode || `HTTP ${response.status}`;
    // The chosen sandbox is gone (deleted, expired, or the mock restarted without it).
    if (sandbox && code === SANDBOX_UNKNOWN && state.sandbox === sandbox) sandboxGone(sandbox);
    throw new ApiError(info.errorMessage || response.statusText || 'Error', code);
  }
  return data as T;
};

/**
 * A file of the control API (a GET that names its world in the path: an export): its bytes and
 * the name its content-disposition gives, or an ApiError with the envelope's code and message.
 */
export const apiFile = async (
  path: string,
  fallbackName: string,
): Promise<{ blob: Blob; filename: string }> => {
  let response: Response;
  try {
    response = await fetch(`${API}${path}`, { method: 'GET' });
  } catch (error) {
    throw new ApiError(String(error && (error as Error).message), 'NETWORK');
  }
  if (!response.ok) {
    const data = (await response.json().catch(() => null)) as {
      systemInformation?: { errorMessage?: string; errorCode?: string };
    } | null;
    const info = (data && data.systemInformation) || {};
    throw new ApiError(
      info.errorMessage || response.statusText || 'Error',
      info.errorCode || `HTTP ${response.status}`,
    );
  }
  const disposition = response.headers.get('content-disposition') || '';
  const named = /filename="?([^";]+)"?/.exec(disposition);
  return { blob: await response.blob(), filename: (named && named[1]) || fallbackName };
};

/** What a status line says once a call has gone well ('' keeps it empty: a plain load). */
export type OkText<T> = string | ((result: T) => string);

/**
 * Runs an action: the button disabled and busy, then the outcome in the status line (okText, or
 * what it makes of the action's result; "Done." without it, nothing with '').
 */
export const run = async <T>(
  button: HTMLButtonElement | null,
  status: HTMLElement,
  action: () => Promise<T>,
  okText?: OkText<T>,
): Promise<T | undefined> => {
  if (button) {
    button.disabled = true;
    button.setAttribute('aria-busy', 'true');
  }
  setStatus(status, 'busy', t('loading'));
  try {
    const result = await action();
    const text = typeof okText === 'function' ? okText(result) : okText;
    setStatus(status, 'ok', text === undefined ? t('done') : text);
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
