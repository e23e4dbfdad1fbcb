import { t } from './i18n';
import { state } from './state';

/**
 * What the console's handlers read of an event: the button clicked (currentTarget), the input
 * typed in (target), the button that submitted a form (submitter).
 */
export type ConsoleEvent = Event & {
  currentTarget: HTMLButtonElement;
  target: HTMLInputElement;
  submitter?: HTMLElement | null;
};

type PropValue = string | number | boolean | null | undefined | ((event: ConsoleEvent) => unknown);
export type Props = Record<string, PropValue>;
export type Child = Node | string | null | undefined | false;

/** A DOM element: props are attributes, `text`, `testid`, `on<event>` and properties. */
export const h = <K extends keyof HTMLElementTagNameMap>(
  tag: K,
  props?: Props,
  children?: Child | Child[],
): HTMLElementTagNameMap[K] => {
  const node = document.createElement(tag);
  const later: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(props || {})) {
    if (value === undefined || value === null || value === false) continue;
    if (key === 'text') node.textContent = String(value);
    else if (key === 'testid') node.dataset.testid = String(value);
    else if (key.startsWith('on') && typeof value === 'function')
      node.addEventListener(key.slice(2), value as unknown as EventListener);
    else if (key === 'value' || key === 'checked') later[key] = value;
    else if (key === 'className') node.className = String(value);
    else node.setAttribute(key, value === true ? '' : String(value));
  }
  const list = children === undefined ? [] : Array.isArray(children) ? children : [children];
  for (const child of list) {
    if (child !== null && child !== undefined && child !== false) node.append(child);
  }
  Object.assign(node, later);
  return node;
};

/** A line of controls side by side. */
export const row = (children: Child[], props?: Props) =>
  h('div', { className: 'row', ...props }, children);

/** A paragraph of explanation. */
export const hint = (text: string) => h('p', { className: 'hint', text });

/** A panel: a section named by its heading. */
export const panel = (titleId: string, title: string, children: Child[], props?: Props) =>
  h('section', { className: 'panel', 'aria-labelledby': titleId, ...props }, [
    h('h3', { id: titleId, text: title }),
    ...children,
  ]);

export const option = (value: string, label: string, selected?: boolean): HTMLOptionElement => {
  const node = h('option', { value, text: label });
  if (selected) node.selected = true;
  return node;
};

/** A status line (aria-live) of a section. */
export const statusLine = (testid: string) =>
  h('p', { className: 'status', role: 'status', 'aria-live': 'polite', testid });

export type StatusKind = 'busy' | 'ok' | 'error';

export const setStatus = (node: HTMLElement, kind: StatusKind, text: string): void => {
  node.className = `status ${kind}`;
  node.textContent = text;
};

/** A table with a hidden caption, or "None." when there are no rows. */
export const table = (label: string, testid: string, headers: string[], rows: HTMLElement[]) => {
  if (rows.length === 0) return h('p', { text: t('none'), testid: `${testid}-empty` });
  return h('table', { testid }, [
    h('caption', { className: 'visually-hidden', text: label }),
    h(
      'thead',
      {},
      h(
        'tr',
        {},
        headers.map((x) => h('th', { scope: 'col', text: x })),
      ),
    ),
    h('tbody', {}, rows),
  ]);
};

/** The users a form offers: everyone first, then the seeded users. */
export const userOptions = (selected: string): HTMLOptionElement[] => [
  option('', t('everyone'), !selected),
  ...state.users.map((u) =>
    option(u.email, `${u.name} (${u.role}) — ${u.email}`, u.email === selected),
  ),
];

export const callOptions = (
  ids: string[],
  withAll: boolean,
  selected?: string,
): HTMLOptionElement[] => [
  ...(withAll ? [option('', t('allCalls'), !selected)] : []),
  ...ids.map((id) => option(id, id, id === selected)),
];

export const allCallIds = (): string[] => state.calls.map((c) => c.id);
