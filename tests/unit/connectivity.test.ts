import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { Connectivity, OFFLINE_POLL_MS } from '@worker/connectivity';

describe('connectivity', () => {
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('notices the network is back without any online event, while something waits', () => {
    const network = { online: false };
    const connectivity = new Connectivity(() => network.online);
    const returned = vi.fn();
    connectivity.onReturn(returned);
    connectivity.awaitReturn();
    connectivity.awaitReturn(); // a second waiter shares the one watch
    vi.advanceTimersByTime(OFFLINE_POLL_MS * 3);
    expect(returned).not.toHaveBeenCalled();
    network.online = true;
    vi.advanceTimersByTime(OFFLINE_POLL_MS);
    expect(returned).toHaveBeenCalledTimes(1);
    vi.advanceTimersByTime(OFFLINE_POLL_MS * 5); // nobody waits any more: no more reads or calls
    expect(returned).toHaveBeenCalledTimes(1);
  });

  it('waits for onLine to agree when the page says online first', () => {
    const network = { online: false };
    const connectivity = new Connectivity(() => network.online);
    const returned = vi.fn();
    connectivity.onReturn(returned);
    connectivity.reportOnline();
    expect(returned).not.toHaveBeenCalled();
    network.online = true;
    vi.advanceTimersByTime(OFFLINE_POLL_MS);
    expect(returned).toHaveBeenCalledTimes(1);
    connectivity.reportOnline(); // the worker's own event, later: the queues are woken again, harmlessly
    expect(returned).toHaveBeenCalledTimes(2);
  });

  it('reads nothing while nobody waits', () => {
    const read = vi.fn(() => false);
    new Connectivity(read).onReturn(() => undefined);
    vi.advanceTimersByTime(OFFLINE_POLL_MS * 10);
    expect(read).not.toHaveBeenCalled();
  });
});
