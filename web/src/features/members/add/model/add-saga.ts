import { alterationRefs, CALL_ROUTES, type CALLS, type DataOf } from '@mo/contracts';
import type { SagaIterator } from 'redux-saga';
import { call, put, takeLeading } from 'redux-saga/effects';
import { toFailure, type ApiClient } from '@/lib/api-client';
import { getApi, getNavigate } from '@/lib/saga-context';
import type { StorePart } from '@/lib/store-parts';
import { landingWithBanner } from '@/features/members/paths';
import {
  addStateCleared,
  alterationFailed,
  alterationSubmitted,
  type AddAlterationRequest,
} from './add-slice';

export const sendAlteration = (api: ApiClient, body: AddAlterationRequest) =>
  api.call(CALL_ROUTES.memberAlteration, { body });

/**
 * Submit of policy selection: memberAlteration ADD_EMPLOYEE or ADD_DEPENDENT. Success returns to
 * the member list with the banner (flag add) and clears the add state; a failure keeps the forms
 * and names the server's code.
 */
export function* submitAddAlteration(action: ReturnType<typeof alterationSubmitted>): SagaIterator {
  const api = yield* getApi();
  const navigate = yield* getNavigate();
  try {
    const data: DataOf<typeof CALLS.memberAlteration> = yield call(
      sendAlteration,
      api,
      action.payload,
    );
    yield call(
      navigate,
      landingWithBanner({ refs: alterationRefs(data.memberAlterationRef), flag: 'add' }),
    );
    yield put(addStateCleared());
  } catch (error) {
    yield put(alterationFailed(toFailure(error).errorCode));
  }
}

export function* membersAddSaga(): SagaIterator {
  yield takeLeading(alterationSubmitted.type, submitAddAlteration);
}

/** Runs from the area's first load: app/ adds it with the part's chunk (../routes.tsx: addParts). */
export const membersAddSagaPart: StorePart = { name: 'membersAddSaga', saga: membersAddSaga };
