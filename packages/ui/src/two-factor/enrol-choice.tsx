import { useId, useState } from 'react';
import { AuthenticatorEnrolment } from './authenticator-enrolment';
import { TextMessageEnrolment } from './text-message-enrolment';

type Way = 'app' | 'text';

/** The two ways to turn it on; the choice shows until one of them has started. */
export function EnrolChoice(props: {
  headingLevel: 3 | 4;
  onStart: () => void;
  onDone: () => void;
}) {
  const [way, setWay] = useState<Way>('app');
  const name = useId();
  const chooser = (
    <fieldset className="ui-two-factor__ways">
      <legend className="ui-field__label">How would you like to get your codes?</legend>
      <label className="ui-two-factor__way">
        <input
          type="radio"
          name={name}
          value="app"
          checked={way === 'app'}
          onChange={() => setWay('app')}
        />
        <span>
          <strong>Authenticator app</strong>
          <span className="ui-two-factor__way-hint">Works without signal; gives backup codes.</span>
        </span>
      </label>
      <label className="ui-two-factor__way">
        <input
          type="radio"
          name={name}
          value="text"
          checked={way === 'text'}
          onChange={() => setWay('text')}
        />
        <span>
          <strong>Text message</strong>
          <span className="ui-two-factor__way-hint">A code sent to your UK mobile.</span>
        </span>
      </label>
    </fieldset>
  );
  return way === 'app' ? (
    <AuthenticatorEnrolment {...props} chooser={chooser} />
  ) : (
    <TextMessageEnrolment {...props} chooser={chooser} />
  );
}
