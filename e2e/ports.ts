/** Ports of the end-to-end stack, apart from the ones `npm start` uses so both can run at once. */
export const E2E_MOCK_PORT = Number(process.env.E2E_MOCK_PORT ?? 4110);
export const E2E_WEB_PORT = Number(process.env.E2E_WEB_PORT ?? 4174);
export const E2E_MOCK_URL = `http://127.0.0.1:${E2E_MOCK_PORT}`;
export const E2E_WEB_URL = `http://127.0.0.1:${E2E_WEB_PORT}`;
