/** The class names that are set, space-separated. */
export const classNames = (...names: Array<string | false | null | undefined>): string =>
  names.filter(Boolean).join(' ');
