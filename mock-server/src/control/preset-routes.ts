import { ErrorEnvelope } from '@mo/contracts';
import type { MockApp } from '../types';
import { PresetParams, PresetSwitchResponse, PresetsResponse } from './journal-schemas';
import { presetList, switchPreset } from './presets';

const errors = { '4xx': ErrorEnvelope, '5xx': ErrorEnvelope };

/** GET /__mock/presets and POST /__mock/presets/:name (control/presets.ts). */
export const registerPresets = (app: MockApp, tags: string[]): void => {
  app.get(
    '/presets',
    {
      schema: {
        tags,
        summary: 'The seed presets and the current one',
        response: { 200: PresetsResponse, ...errors },
      },
    },
    async () => presetList(app),
  );

  app.post(
    '/presets/:name',
    {
      schema: {
        tags,
        summary: "Switches to a preset's seed without restarting (a reset then returns to it)",
        params: PresetParams,
        response: { 200: PresetSwitchResponse, ...errors },
      },
    },
    async (request) => switchPreset(app, request.params.name),
  );
};
