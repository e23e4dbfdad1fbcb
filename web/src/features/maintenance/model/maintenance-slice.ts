import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { RemoteConfig } from '@mo/contracts';
import { JAKARTA_OFFSET_MS } from '../rules/maintenance-rules';

/** The last remote configuration, the Jakarta clock offset and the reminder popup. */
export interface MaintenanceState {
  config: RemoteConfig | null;
  /** Jakarta wall-clock minus the local clock (ms). */
  offsetMs: number;
  /** Start (Jakarta wall-clock ms) of the window the open reminder popup warns of. */
  reminderFor: number | null;
}

export const initialMaintenanceState: MaintenanceState = {
  config: null,
  offsetMs: JAKARTA_OFFSET_MS,
  reminderFor: null,
};

const maintenanceSlice = createSlice({
  name: 'maintenance',
  initialState: initialMaintenanceState,
  reducers: {
    remoteConfigLoaded: (
      state,
      action: PayloadAction<{ config: RemoteConfig; offsetMs: number }>,
    ) => {
      state.config = action.payload.config;
      state.offsetMs = action.payload.offsetMs;
    },
    reminderOpened: (state, action: PayloadAction<{ windowStart: number }>) => {
      state.reminderFor = action.payload.windowStart;
    },
    reminderClosed: (state) => {
      state.reminderFor = null;
    },
  },
});

export const { remoteConfigLoaded, reminderOpened, reminderClosed } = maintenanceSlice.actions;
export const maintenanceReducer = maintenanceSlice.reducer;

type WithMaintenance = { maintenance: MaintenanceState };
export const selectMaintenance = (state: WithMaintenance) => state.maintenance;
