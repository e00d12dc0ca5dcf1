import type { ReactNode } from 'react';
import { useRemote } from '@state/remote';
import { GomodalPage } from './GomodalPage';
import { Loaded } from './Loading';

/** A merchant-loan page whose whole content is what it reads on arrival: its title, then that answer once read (or the failure with Retry). */
export function LoadedPage<T>({
  titleId,
  load,
  readKey,
  children,
}: {
  titleId: string;
  load: () => Promise<T>;
  /** The read's key (useRemote): pages reading the same answer share it. */
  readKey: string;
  children: (data: T) => ReactNode;
}) {
  const { state, retry } = useRemote(load, null, readKey);
  return (
    <GomodalPage titleId={titleId}>
      <Loaded state={state} retry={retry}>
        {children}
      </Loaded>
    </GomodalPage>
  );
}
