import { useEffect } from 'react';
import { useDispatch } from 'react-redux';
import { Outlet } from 'react-router-dom';
import { addStateCleared } from '../model/add-slice';

/**
 * The add flows' layout (the forms, the employee search and policy selection): the saved forms
 * live while the user moves between these screens and are cleared once they leave them.
 */
export function AddFlow() {
  const dispatch = useDispatch();
  useEffect(
    () => () => {
      dispatch(addStateCleared());
    },
    [dispatch],
  );
  return <Outlet />;
}
