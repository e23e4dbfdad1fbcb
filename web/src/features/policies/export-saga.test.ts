import type { ReportContent, ReportFile } from '@mo/contracts';
import { runSaga, type Saga } from 'redux-saga';
import type { UnknownAction } from '@reduxjs/toolkit';
import { fakeApi } from '../../../test/fake-api';
import {
  decideExport,
  downloadReportFile,
  exportReducer,
  exportReport,
  initialExportState,
  reportBlob,
  reportFileName,
  type ExportJob,
  type ExportState,
} from './export-saga';

const file = (fileNumber: number): ReportFile => ({ fileNumber, reportName: `part ${fileNumber}` });
const content = (reportName: string): ReportContent => ({
  fileContent: btoa('xlsx'),
  format: 'EXCEL',
  reportName,
});

describe('export decision', () => {
  it('exports file 1 directly when there is no file list', () => {
    expect(decideExport([])).toEqual({ kind: 'download', fileNumber: 1 });
  });
  it('exports the one file when there is one', () => {
    expect(decideExport([file(1)])).toEqual({ kind: 'download', fileNumber: 1 });
  });
  it('offers a choice when there are several', () => {
    expect(decideExport([file(1), file(2)])).toEqual({
      kind: 'choose',
      files: [file(1), file(2)],
    });
  });
});

describe('report file', () => {
  it('is named DDMMYY_GE_<name> on the Jakarta date, as xlsx', () => {
    // 2026-01-31 20:00 UTC is already 1 February in Jakarta.
    const now = new Date('2026-01-31T20:00:00Z');
    expect(reportFileName(content('Policy Benefit GHG01'), now)).toBe(
      '010226_GE_Policy Benefit GHG01.xlsx',
    );
    expect(reportFileName(content('010226_GE_Policy.xlsx'), now)).toBe('010226_GE_Policy.xlsx');
  });
  it('is an Excel blob of the decoded bytes', async () => {
    const blob = reportBlob(content('x'));
    expect(blob.type).toBe('application/vnd.openxmlformats-officedocument.spreadsheetml.sheet');
    expect(blob.size).toBe(4);
  });
});

/** Runs an export saga as a screen does: local state, the fake API in the context. */
async function run<A extends unknown[]>(saga: Saga<A>, ...args: A) {
  let state: ExportState = initialExportState;
  await runSaga(
    {
      dispatch: (action: UnknownAction) => {
        state = exportReducer(state, action);
      },
      getState: () => state,
      context: { api: fakeApi() },
    },
    saga,
    ...args,
  ).toPromise();
  return state;
}

function job(files: ReportFile[]) {
  const saved: string[] = [];
  const fetched: number[] = [];
  const spec: ExportJob = {
    listFiles: async () => files,
    fetchFile: async (_api, n) => {
      fetched.push(n);
      return content(`part ${n}`);
    },
    save: (c) => saved.push(c.reportName),
  };
  return { spec, saved, fetched };
}

describe('export saga', () => {
  it.each([[[]], [[file(1)]]])('downloads file 1 at once (%j)', async (files) => {
    const { spec, saved, fetched } = job(files);
    const state = await run(exportReport, spec);
    expect(fetched).toEqual([1]);
    expect(saved).toEqual(['part 1']);
    expect(state).toMatchObject({ status: 'idle', downloaded: [1] });
  });

  it('lists several files and downloads each one asked for, marking it', async () => {
    const { spec, saved } = job([file(1), file(2), file(3)]);
    let state = await run(exportReport, spec);
    expect(state).toMatchObject({ status: 'choosing', downloaded: [] });
    expect(saved).toEqual([]);
    let marked = state;
    await runSaga(
      {
        dispatch: (action: UnknownAction) => {
          marked = exportReducer(marked, action);
        },
        getState: () => marked,
        context: { api: fakeApi() },
      },
      downloadReportFile,
      spec,
      2,
    ).toPromise();
    state = marked;
    expect(saved).toEqual(['part 2']);
    expect(state).toMatchObject({ status: 'choosing', downloaded: [2] });
  });

  it('reports a failure of the file list', async () => {
    const spec: ExportJob = {
      listFiles: () => Promise.reject(new Error('down')),
      fetchFile: () => Promise.reject(new Error('unused')),
    };
    const state = await run(exportReport, spec);
    expect(state.status).toBe('failed');
    expect(state.failure?.errorCode).toBeTruthy();
  });
});
