/** Entry of the shell's lazy chunk (the signed-in frame around every area). */
// The icon font's classes load with the signed-in frame, where every `pi` glyph is: the screens
// before sign-in draw theirs as SVG (components/plain/prime-icons.tsx), so the sign-in page's
// render-blocking stylesheet does without them (3 of its 13.5 kB gzip).
import 'primeicons/primeicons.css';
export { NotFoundPage } from '@/components/not-found-page';
export { ShellLayout } from './components/shell-layout';
