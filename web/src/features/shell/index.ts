/**
 * The shell's public face, all that app/ may use: its route (the signed-in frame, whose screens
 * load lazily as one chunk: shell-screens.ts) and its screen names.
 */
export { shellRoutes, SHELL_SCREENS } from './routes';
