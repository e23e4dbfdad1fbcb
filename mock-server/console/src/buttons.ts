import { run, type OkText } from './api';
import { h, type ConsoleEvent, type Props } from './dom';
import { t } from './i18n';

/** How a button looks: the main action, a secondary one, or one that removes or resets. */
export type ButtonKind = 'primary' | 'secondary' | 'danger';

const BUTTON_CLASS: Record<ButtonKind, string | undefined> = {
  primary: undefined,
  secondary: 'secondary',
  danger: 'danger',
};

/** A button that is not a form's submit (props: its aria-label, disabled…). */
export const button = (
  kind: ButtonKind,
  testid: string,
  text: string,
  onclick: (event: ConsoleEvent) => unknown,
  props?: Props,
): HTMLButtonElement =>
  h('button', { type: 'button', className: BUTTON_CLASS[kind], testid, text, ...props, onclick });

/** A form's submit button. */
export const submitButton = (
  testid: string,
  text: string,
  kind: ButtonKind = 'primary',
): HTMLButtonElement =>
  h('button', { type: 'submit', className: BUTTON_CLASS[kind], testid, text });

/** What a button that runs a call may add: its success text, a question first, attributes. */
export interface RunOptions<T> {
  ok?: OkText<T>;
  /** Asked with window.confirm before the call: no call without a yes. */
  confirm?: string;
  props?: Props;
}

/** A button that runs a call: disabled and busy while it runs, the outcome in the status line. */
export const runButton = <T>(
  kind: ButtonKind,
  testid: string,
  text: string,
  status: HTMLElement,
  action: () => Promise<T>,
  options: RunOptions<T> = {},
): HTMLButtonElement =>
  button(
    kind,
    testid,
    text,
    (event) => {
      if (options.confirm !== undefined && !window.confirm(options.confirm)) return;
      void run(event.currentTarget, status, action, options.ok);
    },
    options.props,
  );

/** A Refresh button: loads again, and says nothing more than the load does. */
export const refreshButton = (
  testid: string,
  status: HTMLElement,
  load: () => Promise<unknown>,
  kind: ButtonKind = 'secondary',
): HTMLButtonElement => runButton(kind, testid, t('refresh'), status, load, { ok: '' });
