import { useRef, useState } from 'react';
import type { FormEvent } from 'react';
import { MailPlus, UserRound, Users } from 'lucide-react';
import type { TeamMember } from '@stepup/contracts';
import {
  COMPANY_ROLE_LABELS,
  companyInviteSchema,
  fieldErrors,
  INVITE_SENT,
  isCompanyRole,
  TEAM_LOAD_FAILED,
  ukShortDate,
} from '@stepup/domain';
import {
  Alert,
  Button,
  Card,
  EmptyState,
  errorFields,
  errorMessage,
  useFocusFirstInvalid,
  Modal,
  Preloader,
  TextField,
} from '@stepup/ui';
import { useTeam } from '../api/get-team';
import { useInviteColleague } from '../api/invite-colleague';
import { useRemoveMember } from '../api/remove-member';
import { useRevokeInvite } from '../api/revoke-invite';
import { useSetMemberRole } from '../api/set-member-role';
import { MemberSites } from '../../sites/components/assigned-sites';

export const roleLabel = (role: string) => (isCompanyRole(role) ? COMPANY_ROLE_LABELS[role] : role);

const ROLE_HINTS = {
  owner: 'Everything, including payments, basic information and the team.',
  staff: 'Redeem vouchers and see the dashboard; cannot change payments or basic information.',
} as const;

function InviteForm() {
  const invite = useInviteColleague();
  const formRef = useRef<HTMLFormElement>(null);
  const focusInvalid = useFocusFirstInvalid();
  const [email, setEmail] = useState('');
  const [role, setRole] = useState<'owner' | 'staff'>('staff');
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [sentTo, setSentTo] = useState<string | null>(null);

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setSentTo(null);
    const found = fieldErrors(companyInviteSchema, { email, role });
    setErrors(found);
    if (Object.keys(found).length > 0) {
      focusInvalid(formRef.current);
      return;
    }
    invite.mutate(
      { email: email.trim(), role },
      {
        onSuccess: (sent) => {
          setSentTo(sent.email);
          setEmail('');
        },
        onError: (error) => setErrors(errorFields(error)),
      },
    );
  }

  return (
    <Card padded className="team-section" aria-labelledby="team-invite-title">
      <h2 id="team-invite-title" className="team-section__title">
        Invite a colleague
      </h2>
      <p className="team-section__lead">
        We email them a link to join your company. They sign in, or create their business account
        with that email.
      </p>
      {sentTo ? <Alert tone="success">{INVITE_SENT(sentTo)}</Alert> : null}
      {invite.isError && Object.keys(errorFields(invite.error)).length === 0 ? (
        <Alert tone="danger">
          {errorMessage(invite.error, 'The invitation could not be sent.')}
        </Alert>
      ) : null}
      <form ref={formRef} noValidate onSubmit={onSubmit} className="team-invite-form">
        <TextField
          label="Email"
          name="email"
          type="email"
          autoComplete="off"
          value={email}
          onChange={(event) => setEmail(event.target.value)}
          error={errors.email}
        />
        <fieldset className="team-roles">
          <legend className="ui-field__label">Role</legend>
          {(['staff', 'owner'] as const).map((value) => (
            <label key={value} className="team-roles__option">
              <input
                type="radio"
                name="role"
                value={value}
                checked={role === value}
                onChange={() => setRole(value)}
              />
              <span>
                <strong>{COMPANY_ROLE_LABELS[value]}</strong>
                <span className="team-roles__hint">{ROLE_HINTS[value]}</span>
              </span>
            </label>
          ))}
          {errors.role ? (
            <p className="ui-field__error" role="alert">
              {errors.role}
            </p>
          ) : null}
        </fieldset>
        <Button type="submit" disabled={invite.isPending}>
          <MailPlus aria-hidden="true" size={18} className="inline-icon" />
          {invite.isPending ? 'Sending…' : 'Send invitation'}
        </Button>
      </form>
    </Card>
  );
}

function MemberRow({ member, canRemove }: { member: TeamMember; canRemove: boolean }) {
  const remove = useRemoveMember();
  const setRole = useSetMemberRole();
  const [confirming, setConfirming] = useState(false);
  const nextRole = member.role === 'owner' ? 'staff' : 'owner';
  return (
    <li className="team-list__item">
      <UserRound aria-hidden="true" size={22} className="team-list__icon" />
      <div className="team-list__who">
        <span className="team-list__name">
          {member.name}
          {member.you ? <span className="team-list__you"> (you)</span> : null}
        </span>
        <span className="team-list__email">{member.email}</span>
        {member.role === 'staff' ? (
          <MemberSites userId={member.userId} name={member.name} manage={canRemove} />
        ) : null}
        {setRole.isError ? (
          <Alert tone="danger">
            {errorMessage(setRole.error, 'The role could not be changed.')}
          </Alert>
        ) : null}
        {remove.isError ? (
          <Alert tone="danger">
            {errorMessage(remove.error, 'This member could not be removed.')}
          </Alert>
        ) : null}
      </div>
      <span className={`team-role team-role--${member.role}`}>{roleLabel(member.role)}</span>
      {canRemove && !member.you ? (
        <Button
          variant="ghost"
          size="small"
          // The name starts with the button's words, so speech input can say what it sees.
          aria-label={`${nextRole === 'owner' ? 'Make owner' : 'Make staff'}: ${member.name}`}
          disabled={setRole.isPending}
          onClick={() => setRole.mutate({ userId: member.userId, role: nextRole })}
        >
          {nextRole === 'owner' ? 'Make owner' : 'Make staff'}
        </Button>
      ) : null}
      {canRemove && !member.you ? (
        <Button
          variant="ghost"
          size="small"
          aria-label={`Remove ${member.name}`}
          onClick={() => setConfirming(true)}
        >
          Remove
        </Button>
      ) : null}
      {confirming ? (
        <Modal title={`Remove ${member.name}?`} onClose={() => setConfirming(false)}>
          <p>They will no longer be able to sign in to your company.</p>
          <div className="team-modal__actions">
            <Button variant="secondary" onClick={() => setConfirming(false)}>
              Cancel
            </Button>
            <Button
              disabled={remove.isPending}
              onClick={() =>
                remove.mutate(member.userId, { onSettled: () => setConfirming(false) })
              }
            >
              Remove
            </Button>
          </div>
        </Modal>
      ) : null}
    </li>
  );
}

/** /team: the company's members and roles; owners invite, revoke and remove. */
export function TeamPage() {
  const team = useTeam();
  const revoke = useRevokeInvite();

  if (team.isPending) return <Preloader label="Loading your team" />;
  if (team.isError)
    return <Alert tone="danger">{errorMessage(team.error, TEAM_LOAD_FAILED)}</Alert>;
  const { members, invites, yourRole } = team.data;
  const owner = yourRole === 'owner';

  return (
    <div className="team">
      <Card padded className="team-section" aria-labelledby="team-members-title">
        <h2 id="team-members-title" className="team-section__title">
          Members of {team.data.companyName}
        </h2>
        <ul className="team-list">
          {members.map((member) => (
            <MemberRow key={member.userId} member={member} canRemove={owner} />
          ))}
        </ul>
      </Card>

      {owner ? (
        <InviteForm />
      ) : (
        <Alert tone="info">
          Only the company’s owners can invite colleagues or change the team.
        </Alert>
      )}

      <Card padded className="team-section" aria-labelledby="team-invites-title">
        <h2 id="team-invites-title" className="team-section__title">
          Waiting invitations
        </h2>
        {revoke.isError ? (
          <Alert tone="danger">
            {errorMessage(revoke.error, 'The invitation could not be revoked.')}
          </Alert>
        ) : null}
        {invites.length === 0 ? (
          <EmptyState icon={<Users size={28} />} title="No invitations waiting" headingLevel={3}>
            {owner
              ? 'Invite a colleague above: they appear here until they join.'
              : 'Invitations sent by an owner appear here until they are taken up.'}
          </EmptyState>
        ) : (
          <ul className="team-list">
            {invites.map((invite) => (
              <li key={invite.id} className="team-list__item">
                <MailPlus aria-hidden="true" size={22} className="team-list__icon" />
                <div className="team-list__who">
                  <span className="team-list__name">{invite.email}</span>
                  <span className="team-list__email">
                    Link works until {ukShortDate(invite.expiresAt)}
                  </span>
                </div>
                <span className={`team-role team-role--${invite.role}`}>
                  {roleLabel(invite.role)}
                </span>
                {owner ? (
                  <Button
                    variant="ghost"
                    size="small"
                    aria-label={`Revoke the invitation to ${invite.email}`}
                    disabled={revoke.isPending}
                    onClick={() => revoke.mutate(invite.id)}
                  >
                    Revoke
                  </Button>
                ) : null}
              </li>
            ))}
          </ul>
        )}
      </Card>
    </div>
  );
}
