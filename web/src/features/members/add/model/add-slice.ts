import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type {
  AddDependentRequest,
  AddEmployeeRequest,
  DependentForm,
  EmployeeForm,
} from '@mo/contracts';
import type { StorePart } from '@/lib/store-parts';

/** The employee a dependent is added to (chosen in the add-dependent search). */
export interface ChosenEmployee {
  memberId: string;
  memberNumber: string;
  policyNumber: string;
  policyId: string;
  name: string;
}

export type AddSubmitStatus = 'idle' | 'submitting' | 'failed';

/**
 * The shared alteration state of the add flows (spec part 2 section 4): the forms saved by Next,
 * read by policy selection and restored when the user returns to the form.
 */
export interface MembersAddState {
  employee: EmployeeForm | null;
  dependents: DependentForm[];
  chosenEmployee: ChosenEmployee | null;
  status: AddSubmitStatus;
  errorCode: string | null;
}

export const initialMembersAddState: MembersAddState = {
  employee: null,
  dependents: [],
  chosenEmployee: null,
  status: 'idle',
  errorCode: null,
};

export type AddAlterationRequest = AddEmployeeRequest | AddDependentRequest;

const slice = createSlice({
  name: 'membersAdd',
  initialState: initialMembersAddState,
  reducers: {
    /** Next on the add-employee form: the forms kept, the policy and member numbers cleared. */
    employeeFormSaved: (
      state,
      action: PayloadAction<{ employee: EmployeeForm; dependents: DependentForm[] }>,
    ) => {
      state.employee = action.payload.employee;
      state.dependents = action.payload.dependents;
      state.chosenEmployee = null;
    },
    /** A row picked in the add-dependent search. */
    employeeChosen: (state, action: PayloadAction<ChosenEmployee>) => {
      state.employee = null;
      state.dependents = [];
      state.chosenEmployee = action.payload;
    },
    /** Next on the add-dependent form. */
    dependentFormsSaved: (state, action: PayloadAction<DependentForm[]>) => {
      state.dependents = action.payload;
    },
    alterationSubmitted: (state, _action: PayloadAction<AddAlterationRequest>) => {
      state.status = 'submitting';
      state.errorCode = null;
    },
    alterationFailed: (state, action: PayloadAction<string>) => {
      state.status = 'failed';
      state.errorCode = action.payload;
    },
    alterationFailureDismissed: (state) => {
      state.status = 'idle';
      state.errorCode = null;
    },
    /** After a successful submit, on leaving the flow, and by Leave on an unsaved form. */
    addStateCleared: () => initialMembersAddState,
  },
});

export const {
  employeeFormSaved,
  employeeChosen,
  dependentFormsSaved,
  alterationSubmitted,
  alterationFailed,
  alterationFailureDismissed,
  addStateCleared,
} = slice.actions;
export const membersAddReducer = slice.reducer;
/** Joins the store with the area, not with the entry: app/ adds it (../routes.tsx: addParts). */
export const membersAddPart: StorePart = {
  name: 'membersAdd',
  reducers: { membersAdd: membersAddReducer },
};

type WithAdd = { membersAdd: MembersAddState };
export const selectMembersAdd = (state: WithAdd) => state.membersAdd;
