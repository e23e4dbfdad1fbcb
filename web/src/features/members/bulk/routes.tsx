import type { RouteObject } from 'react-router-dom';

/** The routes of this part of the Members area (paths from ../paths.ts), children of the area. */
export const bulkRoutes: RouteObject[] = [];
