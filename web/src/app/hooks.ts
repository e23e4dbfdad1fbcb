import { useDispatch, useSelector } from 'react-redux';
import type { AppDispatch, RootState } from './store';

/*
 * Typed hooks for app/. Features cannot import app/, so they use useSelector with their own
 * typed selectors (selectAuth, selectCompany...) and plain useDispatch for their actions.
 */
export const useAppDispatch = useDispatch.withTypes<AppDispatch>();
export const useAppSelector = useSelector.withTypes<RootState>();
