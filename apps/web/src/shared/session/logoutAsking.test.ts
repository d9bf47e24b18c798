import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it, vi } from 'vitest';

const logout = vi.fn(async () => {});
vi.mock('./store', () => ({ sessionStore: { getState: () => ({ logout, user: null }) } }));
const shown: string[] = [];
vi.mock('@mantine/notifications', () => ({
  notifications: { show: (n: { id: string }) => shown.push(n.id), hide: vi.fn() },
}));

const { logoutAsking, unsentChanges } = await import('./logoutAsking');

describe('logging out with changes not yet sent', () => {
  it('nothing waiting: logs out at once, asks nothing', async () => {
    logout.mockClear();
    shown.length = 0;
    expect(await logoutAsking(new QueryClient())).toBe(true);
    expect(logout).toHaveBeenCalledOnce();
    expect(shown).toEqual([]);
  });

  it('a change waiting: asks first, and does not log out while it waits; once sent, the logout goes on', async () => {
    logout.mockClear();
    shown.length = 0;
    const client = new QueryClient();
    let send!: () => void;
    const mutation = client.getMutationCache().build(client, {
      mutationKey: ['offline', 'tick'],
      mutationFn: () => new Promise<void>((resolve) => (send = resolve)),
    });
    void mutation.execute(undefined);
    await vi.waitFor(() => expect(unsentChanges(client)).toBe(1));
    const asked = logoutAsking(client);
    await new Promise((r) => setTimeout(r, 20));
    expect(shown).toEqual(['logout-pending-changes']);
    expect(logout).not.toHaveBeenCalled();
    send();
    expect(await asked).toBe(true);
    expect(logout).toHaveBeenCalledOnce();
  });
});
