import { AxiosHeaders, type AxiosAdapter, type InternalAxiosRequestConfig } from 'axios';
import { API_AREAS, CALL_ROUTES } from '@mo/contracts';
import { createApiClient } from './create-api-client';

const uploaded = {
  documentId: 'DOC1',
  fileName: 'a.xlsx',
  mimeType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  extension: 'xlsx',
  fileGatewayRefNo: 'FG1',
  lastUpdate: '2026-11-22T03:00:00.000Z',
};

/** A transport that reports upload progress the way XHR does, then answers the envelope. */
const recording = () => {
  const requests: InternalAxiosRequestConfig[] = [];
  const adapter: AxiosAdapter = async (config) => {
    requests.push(config);
    config.onUploadProgress?.({ loaded: 25, total: 100, bytes: 25, lengthComputable: true });
    config.onUploadProgress?.({ loaded: 100, total: 100, bytes: 75, lengthComputable: true });
    return {
      status: 200,
      statusText: '',
      headers: {},
      config,
      request: {},
      data: { status: 'success', message: 'success', systemInformation: {}, data: uploaded },
    };
  };
  return { adapter, requests };
};

describe('api client: multipart upload', () => {
  it('sends the form as multipart and reports the upload progress as a fraction', async () => {
    const transport = recording();
    const api = createApiClient({
      baseUrlFor: (area) => `http://gateway.test${API_AREAS[area]}`,
      getAccessToken: () => 'token',
      adapter: transport.adapter,
    });
    const form = new FormData();
    form.append('file', new Blob(['x']), 'a.xlsx');
    const seen: number[] = [];
    const data = await api.call(CALL_ROUTES.fileUpload, {
      query: { companyId: 'c-1' },
      form,
      onUploadProgress: (fraction) => seen.push(fraction),
    });
    expect(data.fileGatewayRefNo).toBe('FG1');
    const [request] = transport.requests as [InternalAxiosRequestConfig];
    expect(request.url).toBe('http://gateway.test/file-gateway/v1/files');
    expect(request.data).toBe(form);
    expect(AxiosHeaders.from(request.headers).get('Content-Type')).toMatch(/^multipart\/form-data/);
    expect(seen).toEqual([0.25, 1]);
  });

  it('sends no form on a call that is not multipart', async () => {
    const transport = recording();
    const api = createApiClient({
      baseUrlFor: (area) => `http://gateway.test${API_AREAS[area]}`,
      getAccessToken: () => 'token',
      adapter: transport.adapter,
    });
    await api
      .call(CALL_ROUTES.bulkTemplate, { query: { companyId: 'c-1' }, form: new FormData() })
      .catch(() => undefined);
    const [request] = transport.requests as [InternalAxiosRequestConfig];
    expect(request.data).toBeUndefined();
    expect(request.onUploadProgress).toBeUndefined();
  });
});
