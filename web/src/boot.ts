// The page's entry (index.html): the stylesheets, the first paint, then the portal (main.tsx).
import 'primereact/resources/themes/lara-light-blue/theme.css';
import 'primereact/resources/primereact.min.css';
// PrimeReact's structural styles for the pieces drawn without it (components/plain).
import './components/plain/plain.css';
import './app/app.css';
import { afterPaint, fetchPortal, showBootShell, showLoadFailure } from './boot-shell';

const shownAt = performance.now();
const shown = showBootShell();
// The portal's code is fetched and run once that paint is on screen: on a slow phone the page
// shows before seconds of transfer and script evaluation, not after them, and the stylesheets
// the paint waits for have the slow connection to themselves.
afterPaint(
  () => {
    fetchPortal();
    import('./main').catch((error: unknown) => {
      console.error('the portal did not load', error);
      showLoadFailure();
    });
  },
  shown ? { shownAt } : {},
);
