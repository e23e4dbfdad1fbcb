/** Entry of the shell's lazy chunk (the signed-in frame around every area). */
export { ShellLayout } from './components/shell-layout';
