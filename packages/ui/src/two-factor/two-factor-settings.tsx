import { useState } from 'react';
import type { AccountUser } from '@stepup/contracts';
import { Alert } from '../alert';
import { EnrolChoice } from './enrol-choice';
import { TurnOffTwoFactor } from './turn-off-two-factor';
import { TWO_FACTOR_OFF, TWO_FACTOR_ON } from '@stepup/domain';

/**
 * Two-step sign-in, with an authenticator app (password → QR code, the secret as text, backup
 * codes → a code from the app confirms) or by text message (mobile number and password → the
 * texted code confirms); or turn it off (password), which forgets the number too.
 */
export function TwoFactorSettings({
  user,
  headingLevel = 4,
}: {
  user: AccountUser;
  /** The level of the set-up steps' headings (one below the section's). */
  headingLevel?: 3 | 4;
}) {
  const [banner, setBanner] = useState<string | null>(null);
  return (
    <div className="ui-two-factor">
      {banner ? <Alert tone="success">{banner}</Alert> : null}
      {user.twoFactorEnabled ? (
        <TurnOffTwoFactor onDone={() => setBanner(TWO_FACTOR_OFF)} />
      ) : (
        <EnrolChoice
          headingLevel={headingLevel}
          onStart={() => setBanner(null)}
          onDone={() =>
            setBanner(`${TWO_FACTOR_ON} You will be asked for a code when you sign in.`)
          }
        />
      )}
    </div>
  );
}
