import type { TwoFactorEnrolment } from '@stepup/contracts';

/** The one-time backup codes, shown once. */
export function BackupCodes({ codes }: { codes: TwoFactorEnrolment['backupCodes'] }) {
  return (
    <ul className="ui-two-factor__codes" aria-label="Backup codes">
      {codes.map((backup) => (
        <li key={backup}>
          <code>{backup}</code>
        </li>
      ))}
    </ul>
  );
}
