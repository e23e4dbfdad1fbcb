// The page's entry (index.html): the stylesheets, the first paint, then the portal (main.tsx).
import 'primereact/resources/themes/lara-light-blue/theme.css';
import 'primereact/resources/primereact.min.css';
// PrimeReact's structural styles for the pieces drawn without it (components/plain).
import './components/plain/plain.css';
// (with the signed-in frame's and the dashboard's styles, for the frame drawn before the portal)
import './app/app.css';
import {
  FRAME_LINE_WAIT_MS,
  afterPaint,
  fetchPortal,
  showBootFrame,
  showBootShell,
  showLoadFailure,
} from './boot-shell';

const shownAt = performance.now();
const shown = showBootShell();
const frame = shown ? null : showBootFrame();
// The portal's code is fetched and run once that paint is on screen: on a slow phone the page
// shows before seconds of transfer and script evaluation, not after them, and the stylesheets
// the paint waits for have the slow connection to themselves.
const start = () => {
  fetchPortal();
  import('./main').catch((error: unknown) => {
    console.error('the portal did not load', error);
    showLoadFailure();
  });
};
if (frame) {
  // The frame's largest paint is its last-login line: the portal waits for that, a while at most.
  void Promise.race([
    frame,
    new Promise<null>((resolve) => setTimeout(() => resolve(null), FRAME_LINE_WAIT_MS)),
  ]).then((lineAt) => afterPaint(start, lineAt === null ? {} : { shownAt: lineAt }));
} else {
  afterPaint(start, shown ? { shownAt } : {});
}
