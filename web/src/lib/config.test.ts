import { areaEnvKey, baseUrlResolver, createConfig } from './config';

describe('config', () => {
  it('puts every area under the /gw gateway by default', () => {
    const config = createConfig({});
    expect(config.gatewayUrl).toBe('/gw');
    expect(config.apiBaseUrls.userManagement).toBe('/gw/user-management/v1');
    expect(config.apiBaseUrls.policyAdmin).toBe('/gw/policy-admin/v1');
    expect(config.debugApi).toBe(false);
    expect(config.requestTimeoutMs).toBe(30000);
  });

  it('takes the gateway and per-area overrides from VITE_ variables', () => {
    expect(areaEnvKey('userManagement')).toBe('VITE_API_USER_MANAGEMENT_URL');
    expect(areaEnvKey('customerServices')).toBe('VITE_API_CUSTOMER_SERVICES_URL');
    const config = createConfig({
      VITE_GATEWAY_URL: 'https://api.example.test/',
      VITE_API_USER_MANAGEMENT_URL: 'https://um.example.test/v2/',
      VITE_DEBUG_API: 'true',
      VITE_REQUEST_TIMEOUT_MS: '5000',
    });
    expect(config.apiBaseUrls.policyAdmin).toBe('https://api.example.test/policy-admin/v1');
    expect(baseUrlResolver(config)('userManagement')).toBe('https://um.example.test/v2');
    expect(config.debugApi).toBe(true);
    expect(config.requestTimeoutMs).toBe(5000);
  });

  it("sends the mock's sandbox unless the build sets VITE_MOCK_SANDBOXES off (a real insurer)", () => {
    expect(createConfig({}).mockSandboxes).toBe(true);
    expect(createConfig({ VITE_MOCK_SANDBOXES: 'on' }).mockSandboxes).toBe(true);
    expect(createConfig({ VITE_MOCK_SANDBOXES: 'off' }).mockSandboxes).toBe(false);
    expect(createConfig({ VITE_MOCK_SANDBOXES: 'OFF' }).mockSandboxes).toBe(false);
    expect(createConfig({ VITE_MOCK_SANDBOXES: 'false' }).mockSandboxes).toBe(false);
  });

  it('waits 30000 ms between fileready checks unless the build sets VITE_FILE_RECHECK_MS', () => {
    expect(createConfig({}).fileRecheckMs).toBe(30000);
    expect(createConfig({ VITE_FILE_RECHECK_MS: '500' }).fileRecheckMs).toBe(500);
    expect(createConfig({ VITE_FILE_RECHECK_MS: 'soon' }).fileRecheckMs).toBe(30000);
    expect(createConfig({ VITE_FILE_RECHECK_MS: '-1' }).fileRecheckMs).toBe(30000);
  });

  it('turns debug output on in development builds unless told otherwise', () => {
    expect(createConfig({ DEV: true }).debugApi).toBe(true);
    expect(createConfig({ DEV: true, VITE_DEBUG_API: 'false' }).debugApi).toBe(false);
  });
});
