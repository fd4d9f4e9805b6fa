import type { Member } from '@parley/api-client';
import { Button } from '@parley/ui';
import { useCallback, useEffect, useState } from 'react';
import { useAction } from '../lib/hooks';
import { useTranslation } from 'react-i18next';
import { api } from '../lib/api';
import { LoadState } from '../components/LoadState';
import { CancelButton, WorkingButton } from '../components/WorkingButton';

/**
 * The team's people for an owner: each person's role (a select), and removal behind a
 * confirmation. The server refuses what a member may not do and keeps one owner; its message shows.
 * Removal is not offered where the server would refuse it: for yourself, or for the last owner.
 */
export function MembersList() {
  const { t } = useTranslation();
  const [members, setMembers] = useState<Member[] | null>(null);
  const { running: busy, problem, setProblem, run } = useAction<number>();
  const [confirming, setConfirming] = useState<number | null>(null);

  const load = useCallback(() => {
    api.listMembers().then(setMembers, (error: Error) => setProblem(error.message));
  }, [setProblem]);
  useEffect(load, [load]);

  const act = (id: number, action: () => Promise<unknown>) =>
    run(id, async () => {
      await action();
      setConfirming(null);
      load();
    });

  const owners = members?.filter((member) => member.role === 'owner').length ?? 0;
  const removable = (member: Member) => !member.you && !(member.role === 'owner' && owners <= 1);

  return (
    <>
      <h3>{t('account.members')}</h3>
      <p className="muted">{t('account.rolesHint')}</p>
      <LoadState loading={members === null} error={problem} />
      {members?.length ? (
        <ul className="list">
          {members.map((member) => (
            <li key={member.id}>
              <span>
                {member.name} {member.you ? <span className="muted">({t('account.you')})</span> : null}
              </span>
              <bdi dir="ltr" className="muted">
                {member.email}
              </bdi>
              <select
                className="pl-field__input narrow"
                aria-label={t('account.roleLabel', { name: member.name })}
                value={member.role}
                disabled={busy === member.id}
                onChange={(event) => {
                  const role = event.target.value as Member['role'];
                  void act(member.id, () => api.updateMember(member.id, { member: { role } }));
                }}
              >
                <option value="owner">{t('account.roleOwner')}</option>
                <option value="member">{t('account.roleMember')}</option>
              </select>
              {confirming === member.id ? (
                <span role="group" aria-label={t('account.removeConfirm', { name: member.name })}>
                  <span>{t('account.removeConfirm', { name: member.name })}</span>
                  <WorkingButton variant="secondary" loading={busy === member.id} onClick={() => void act(member.id, () => api.removeMember(member.id))}>
                    {t('account.removeYes')}
                  </WorkingButton>
                  <CancelButton onClick={() => setConfirming(null)} />
                </span>
              ) : removable(member) ? (
                <Button variant="ghost" onClick={() => setConfirming(member.id)} aria-label={t('account.removeFor', { name: member.name })}>
                  {t('account.remove')}
                </Button>
              ) : null}
            </li>
          ))}
        </ul>
      ) : null}
    </>
  );
}
