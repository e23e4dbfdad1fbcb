import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import type { APIRequestContext, TestInfo } from '@playwright/test';
import { SCENARIOS } from '@mo/contracts';
import { E2E_MOCK_URL } from './ports';

export type Lang = 'id' | 'en';

/** The language of the running project (projects `id` and `en` of playwright.config.ts). */
export const langOf = (info: TestInfo): Lang => (info.project.metadata as { lang: Lang }).lang;

type Dict = { [key: string]: string | Dict };
/** The portal's own strings, read from its locale files, so tests follow the wording. */
export const strings = (lang: Lang, namespace: string): Dict =>
  JSON.parse(readFileSync(resolve('web/src/locales', lang, `${namespace}.json`), 'utf8')) as Dict;
export const text = (dict: Dict, path: string): string => {
  const value = path.split('.').reduce<string | Dict>((d, k) => (d as Dict)[k] as Dict, dict);
  if (typeof value !== 'string') throw new Error(`no string at ${path}`);
  return value;
};

/** Back to the seed before each journey (the same name Pact uses as a provider state). */
export const resetMock = async (request: APIRequestContext) => {
  const res = await request.post(`${E2E_MOCK_URL}/__mock/scenarios/${SCENARIOS.seeded}`, {
    data: {},
  });
  if (!res.ok()) throw new Error(`reset failed: ${res.status()} ${await res.text()}`);
};

/** The newest code the mock emailed to `email`. */
export const latestCode = async (request: APIRequestContext, email: string): Promise<string> => {
  const res = await request.get(`${E2E_MOCK_URL}/__mock/inbox`, { params: { email } });
  const body = (await res.json()) as { messages: { code: string }[] };
  const code = body.messages[0]?.code;
  if (!code) throw new Error(`no code in the inbox of ${email}`);
  return code;
};
