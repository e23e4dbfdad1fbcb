import { fail, fakeApi } from '../../test/fake-api';
import { fetchSysParam, otpValiditySeconds } from './sys-params';

const defaults = (otp?: string) => ({
  systemParameterList: [
    {
      category: 'DEFAULT_VARIABLES',
      commonCategoryDetail: otp === undefined ? [] : [{ code: 'OTP_VALIDITY', description1: otp }],
    },
  ],
});

describe('system parameters', () => {
  it('caches each category per client', async () => {
    const api = fakeApi({ getSysParam: () => defaults('90') });
    const first = await fetchSysParam(api, 'DEFAULT_VARIABLES');
    await fetchSysParam(api, 'DEFAULT_VARIABLES');
    expect(api.calls).toEqual([
      { id: 'getSysParam', params: { query: { category: 'DEFAULT_VARIABLES' } } },
    ]);
    expect(otpValiditySeconds(first)).toBe(90);
  });

  it('does not cache a failure', async () => {
    const api = fakeApi({ getSysParam: fail('getSysParam', 'GC500') });
    await expect(fetchSysParam(api, 'COUNTRY')).rejects.toMatchObject({ errorCode: 'GC500' });
    api.answer({ getSysParam: () => defaults('60') });
    await expect(fetchSysParam(api, 'COUNTRY')).resolves.toBeTruthy();
  });

  it('falls back to 180 s for a missing or unusable OTP validity', () => {
    expect(otpValiditySeconds(null)).toBe(180);
    expect(otpValiditySeconds(defaults().systemParameterList[0])).toBe(180);
    expect(otpValiditySeconds(defaults('abc').systemParameterList[0])).toBe(180);
    expect(otpValiditySeconds(defaults('0').systemParameterList[0])).toBe(180);
  });
});
