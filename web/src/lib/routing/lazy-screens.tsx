import type { ComponentType } from 'react';
import { Navigate, type LoaderFunction, type RouteObject } from 'react-router-dom';

/** The page components a chunk exports, by name. */
type PageName<M> = Exclude<keyof M, 'default'> & string;

/**
 * The route entries of one lazy chunk: each screen states its path, handle (screen name and page
 * title) and export name, and the chunk loads as the first of them opens. `wrap` puts every page
 * of the chunk behind the same gate (e.g. the area's module, withModuleGate).
 */
export function lazyScreens<M>(
  load: () => Promise<M>,
  wrap: (Page: ComponentType) => ComponentType = (Page) => Page,
) {
  const lazyOf = (name: PageName<M>) => async () => ({
    Component: wrap((await load())[name] as ComponentType),
  });
  /** A layout (or pathless flow) route over `children`: the chunk's area frame. */
  const layout = (name: PageName<M>, route: RouteObject = {}): RouteObject => ({
    ...route,
    lazy: lazyOf(name),
  });
  return {
    layout,
    /** A layout route at `path` whose own address sends on to `landing`, over `children`. */
    area: (name: PageName<M>, path: string, landing: string, children: RouteObject[]) =>
      layout(name, landingRoute(path, landing, children)),
    /** One screen: its path, handle and page, and a guard (loader) where it has one. */
    screen: (
      path: string,
      handle: RouteObject['handle'],
      name: PageName<M>,
      loader?: LoaderFunction,
    ): RouteObject => ({ path, handle, ...(loader ? { loader } : {}), lazy: lazyOf(name) }),
  };
}

/** An index route that sends its parent's address on to `to`. */
export const indexTo = (to: string): RouteObject => ({
  index: true,
  element: <Navigate replace to={to} />,
});

/** A route whose own address sends on to `to`. */
export const pathTo = (path: string, to: string): RouteObject => ({
  path,
  element: <Navigate replace to={to} />,
});

/** A route at `path` over `children`, whose own address (the index) sends on to `landing`. */
export const landingRoute = (
  path: string,
  landing: string,
  children: RouteObject[],
): RouteObject => ({ path, children: [indexTo(landing), ...children] });
