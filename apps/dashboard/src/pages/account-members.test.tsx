import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { api } from '../lib/api';
import { MembersList } from './account-members';
import { startTestI18n } from '../test-i18n';

vi.mock('../lib/api', () => ({ api: { listMembers: vi.fn(), updateMember: vi.fn(), removeMember: vi.fn() } }));

const OWNER = { id: 1, name: 'Olga Owner', email: 'olga@example.com', role: 'owner' as const, joined_at: '2026-01-01T00:00:00Z', you: true };
const MEMBER = { id: 2, name: 'Mia Member', email: 'mia@example.com', role: 'member' as const, joined_at: '2026-02-01T00:00:00Z', you: false };

describe('the team’s people for an owner', () => {
  beforeAll(async () => {
    await startTestI18n(['insights']);
  });
  afterEach(() => vi.clearAllMocks());

  it('changes a role with the select, and shows the server’s refusal when the last owner would step down', async () => {
    vi.mocked(api.listMembers).mockResolvedValue([OWNER, MEMBER]);
    vi.mocked(api.updateMember).mockResolvedValueOnce({ ...MEMBER, role: 'owner' });
    render(<MembersList />);
    const miaRole = await screen.findByRole('combobox', { name: 'Role of Mia Member' });
    fireEvent.change(miaRole, { target: { value: 'owner' } });
    await waitFor(() => expect(api.updateMember).toHaveBeenCalledWith(2, { member: { role: 'owner' } }));

    vi.mocked(api.updateMember).mockRejectedValueOnce(new Error('The organization needs at least one owner: make someone else an owner first'));
    await waitFor(() => expect(api.listMembers).toHaveBeenCalledTimes(2));
    fireEvent.change(await screen.findByRole('combobox', { name: 'Role of Olga Owner' }), { target: { value: 'member' } });
    expect((await screen.findByRole('alert')).textContent).toMatch(/at least one owner/);
  });

  it('removes a person only after a confirmation, which can be cancelled', async () => {
    vi.mocked(api.listMembers).mockResolvedValue([OWNER, MEMBER]);
    vi.mocked(api.removeMember).mockResolvedValue(undefined);
    render(<MembersList />);
    fireEvent.click(await screen.findByRole('button', { name: 'Remove Mia Member from the team' }));
    const confirm = screen.getByRole('group', { name: /Remove Mia Member\?/ });
    fireEvent.click(within(confirm).getByRole('button', { name: 'Cancel' }));
    expect(api.removeMember).not.toHaveBeenCalled();

    fireEvent.click(screen.getByRole('button', { name: 'Remove Mia Member from the team' }));
    fireEvent.click(within(screen.getByRole('group', { name: /Remove Mia Member\?/ })).getByRole('button', { name: 'Yes, remove' }));
    expect(api.removeMember).toHaveBeenCalledWith(2);
  });

  it('offers no Remove for yourself or for the only owner', async () => {
    const otherOwner = { ...MEMBER, id: 3, name: 'Omar Owner', role: 'owner' as const };
    vi.mocked(api.listMembers).mockResolvedValue([{ ...OWNER, you: false }, MEMBER]);
    const { unmount } = render(<MembersList />);
    await screen.findByRole('button', { name: 'Remove Mia Member from the team' });
    expect(screen.queryByRole('button', { name: 'Remove Olga Owner from the team' })).toBeNull();
    unmount();

    vi.mocked(api.listMembers).mockResolvedValue([OWNER, otherOwner]);
    render(<MembersList />);
    await screen.findByRole('button', { name: 'Remove Omar Owner from the team' });
    expect(screen.queryByRole('button', { name: 'Remove Olga Owner from the team' })).toBeNull();
  });

  it('keeps each address left to right, whole, in a right-to-left page', async () => {
    vi.mocked(api.listMembers).mockResolvedValue([OWNER, MEMBER]);
    render(<MembersList />);
    const address = await screen.findByText('mia@example.com');
    expect(address.tagName).toBe('BDI');
    expect(address.getAttribute('dir')).toBe('ltr');
  });
});
