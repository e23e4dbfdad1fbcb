/** Entry of the shell's lazy chunk (the signed-in frame around every area). */
export { NotFoundPage } from './components/not-found-page';
export { ShellLayout } from './components/shell-layout';
