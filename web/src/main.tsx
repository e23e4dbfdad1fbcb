import 'primereact/resources/themes/lara-light-blue/theme.css';
import 'primereact/resources/primereact.min.css';
import 'primeicons/primeicons.css';
// PrimeReact's structural styles for the pieces drawn without it (components/plain).
import './components/plain/plain.css';
import './app/app.css';
import { createRoot } from 'react-dom/client';
import { App } from './app/app';
import { bootstrap } from './app/bootstrap';
import { createConfig } from './lib/config';
import { readBuildEnv } from './lib/env';

const { store, i18n, router } = bootstrap(createConfig(readBuildEnv()));
const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root');
createRoot(container).render(<App store={store} i18n={i18n} router={router} />);
