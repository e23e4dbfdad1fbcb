import { run, type OkText } from './api';
import {
  allCallIds,
  callOptions,
  h,
  row,
  setStatus,
  userOptions,
  type Child,
  type ConsoleEvent,
  type Props,
} from './dom';

/** A form's control: its id is its testid too (the label names it by the id). */
export const control = <K extends 'input' | 'select' | 'textarea'>(
  tag: K,
  id: string,
  props?: Props,
  children?: Child | Child[],
): HTMLElementTagNameMap[K] => h(tag, { id, testid: id, ...props }, children);

/** A labelled control (the label after the control when inline: check boxes). */
export const field = (label: string, control: HTMLElement, inline?: boolean) => {
  const name = h('label', { for: control.id, text: label });
  return h(
    'div',
    { className: inline ? 'field inline' : 'field' },
    inline ? [control, name] : [name, control],
  );
};

/** A form of one row: its labelled fields side by side, its submit button last (a heading first). */
export const formRow = (
  props: Props,
  fields: HTMLElement[],
  submit: HTMLButtonElement,
  heading?: HTMLElement,
): HTMLFormElement => {
  const line = row([...fields, submit]);
  return h('form', props, heading ? [heading, line] : line);
};

/** A select of every call, "All calls" first. */
export const callsSelect = (id: string) =>
  control('select', id, {}, callOptions(allCallIds(), true, ''));

/** A select of the seeded users, "Everyone" first. */
export const usersSelect = (id: string) => control('select', id, {}, userOptions(''));

/** A form that is not sent: the reason in its status line (none: null), the control to correct. */
export interface Refusal {
  refused: string | null;
  focus?: HTMLElement;
}

/** A form that is sent: the call, and how its success reads. */
export interface Sending<T> {
  call: () => Promise<T>;
  ok?: OkText<T>;
}

export const refuse = (text: string | null, focus?: HTMLElement): Refusal => ({
  refused: text,
  focus,
});

/**
 * A form's submit handler: `read` looks at the form and says what to call (or why not: said in
 * the status line, the control focused); the call runs with the button disabled and busy, and
 * its outcome, or the envelope's error, in the status line.
 */
export const onSubmit =
  <T>(
    submit: HTMLButtonElement,
    status: HTMLElement,
    read: () => Sending<T> | Refusal,
  ): ((event: ConsoleEvent) => void) =>
  (event) => {
    event.preventDefault();
    const what = read();
    if ('refused' in what) {
      if (what.refused !== null) setStatus(status, 'error', what.refused);
      what.focus?.focus();
      return;
    }
    void run(submit, status, what.call, what.ok);
  };
