import { fail, fakeApi } from '@test/fake-api';
import { DEFAULT_VARIABLE_CODES, sampleSystemParameter } from '@mo/contracts';
import {
  fetchSysParam,
  fetchSysParamOrSample,
  localizedDefaultVariable,
  otpValiditySeconds,
} from './sys-params';

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

  it('falls back to the bundled sample when the server read fails, and asks again next time', async () => {
    const api = fakeApi({ getSysParam: fail('getSysParam', 'GC500') });
    const sample = await fetchSysParamOrSample(api, 'DEFAULT_VARIABLES');
    expect(sample).toEqual(sampleSystemParameter('DEFAULT_VARIABLES'));
    expect(localizedDefaultVariable(sample, DEFAULT_VARIABLE_CODES.email, 'id')).toBe(
      'layanan.korporasi@example.com',
    );
    api.answer({ getSysParam: () => defaults('60') });
    expect(otpValiditySeconds(await fetchSysParamOrSample(api, 'DEFAULT_VARIABLES'))).toBe(60);
    expect(api.calls).toHaveLength(2);
  });

  it('has no sample of the Jakarta date: that read still fails', async () => {
    const api = fakeApi({ getSysParam: fail('getSysParam', 'GC500') });
    await expect(fetchSysParamOrSample(api, 'JKT_DATE_TIME')).rejects.toMatchObject({
      errorCode: 'GC500',
    });
  });

  it('falls back to 180 s for a missing or unusable OTP validity', () => {
    expect(otpValiditySeconds(null)).toBe(180);
    expect(otpValiditySeconds(defaults().systemParameterList[0])).toBe(180);
    expect(otpValiditySeconds(defaults('abc').systemParameterList[0])).toBe(180);
    expect(otpValiditySeconds(defaults('0').systemParameterList[0])).toBe(180);
  });
});

describe('default variables in the page language', () => {
  const param = {
    category: 'DEFAULT_VARIABLES',
    commonCategoryDetail: [
      {
        code: DEFAULT_VARIABLE_CODES.copyright1,
        description1: 'Hak cipta © 2026',
        external1: 'Copyright © 2026',
      },
      { code: DEFAULT_VARIABLE_CODES.address, description1: 'Gedung A', external1: '' },
      {
        code: DEFAULT_VARIABLE_CODES.csContactNumber,
        description1: '1500-555',
        external1: 'Senin - Jumat',
      },
    ],
  };

  it('reads external1 on English pages for the bilingual entries', () => {
    const copyright = DEFAULT_VARIABLE_CODES.copyright1;
    expect(localizedDefaultVariable(param, copyright, 'en')).toBe('Copyright © 2026');
    expect(localizedDefaultVariable(param, copyright, 'id')).toBe('Hak cipta © 2026');
  });

  it('keeps description1 when external1 is empty or is not an English text', () => {
    expect(localizedDefaultVariable(param, DEFAULT_VARIABLE_CODES.address, 'en')).toBe('Gedung A');
    expect(localizedDefaultVariable(param, DEFAULT_VARIABLE_CODES.csContactNumber, 'en')).toBe(
      '1500-555',
    );
    expect(localizedDefaultVariable(param, 'MISSING', 'en')).toBeUndefined();
  });
});
