/** A route's handle: its screen name (spec part 1 section 2) and its page title's i18n key. */
export interface ScreenHandle<S extends string = string, K extends string = string> {
  readonly screen: S;
  readonly titleKey: K;
}

/** The handles of `names`, each titled `${prefix}screen.${key}`. */
export type ScreenHandles<T extends Record<string, string>, P extends string> = {
  readonly [K in keyof T & string]: ScreenHandle<T[K], `${P}screen.${K}`>;
};

/**
 * An area's route handles from its screen names, by key: each page title is the key under
 * `screen.` in the area's namespace (`prefix`: e.g. 'billing:', or '' for the common one).
 */
export function screenHandles<const P extends string, const T extends Record<string, string>>(
  prefix: P,
  names: T,
): ScreenHandles<T, P> {
  return Object.fromEntries(
    Object.entries(names).map(([key, screen]) => [
      key,
      { screen, titleKey: `${prefix}screen.${key}` },
    ]),
  ) as ScreenHandles<T, P>;
}
