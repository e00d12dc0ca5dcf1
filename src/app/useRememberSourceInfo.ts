import { useEffect } from 'react';
import { useLocation } from 'react-router-dom';
import { sourceInfoFromQuery } from '@domain/source-info';
import { rememberSourceInfo } from '@state/session-actions';

/** Before sign-in, keeps the partner app's source information from the query (platform route guard). */
export function useRememberSourceInfo(active: boolean): void {
  const { search } = useLocation();
  useEffect(() => {
    if (!active) return;
    const info = sourceInfoFromQuery(new URLSearchParams(search));
    if (info) rememberSourceInfo(info).catch((error: unknown) => console.warn('Source info not stored', error));
  }, [active, search]);
}
