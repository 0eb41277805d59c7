import { useId, useState } from 'react';
import type { FormEvent } from 'react';
import { CalendarHeart, Pencil, Trash2 } from 'lucide-react';
import type { SavedDate } from '@stepup/contracts';
import { DATE_REMINDER_TEXT, ukDate } from '@stepup/domain';
import { Alert, Button, Preloader, TextField, errorFields, errorMessage } from '@stepup/ui';
import { useDeleteDate, useSaveDate, useSavedDates } from '../api/dates';
import './saved-dates.css';

const T = DATE_REMINDER_TEXT;
const SOMETHING_WRONG = 'Something went wrong. Please try again.';
const OCCASIONS = [
  'Birthday',
  'Anniversary',
  'Wedding',
  'Graduation',
  "Mother's Day",
  "Father's Day",
];

/** A calendar day 'YYYY-MM-DD' as the UK writes it: '25 December 2026'. */
const dayText = (day: string) => ukDate(`${day}T12:00:00Z`);
/** A yearly date without its year: '25 December'. */
const dayMonthText = (day: string) => dayText(day).replace(/ \d{4}$/, '');

interface FormValues {
  name: string;
  occasion: string;
  date: string;
  repeats: 'yearly' | 'once';
}
const emptyForm: FormValues = { name: '', occasion: '', date: '', repeats: 'yearly' };

/**
 * Dates to Remember (/for-me?tab=7; issue 21): the customer's saved dates — whose, the occasion,
 * the date, every year or once — soonest first, each with its next day and the day of its
 * reminder email (a week before); add, change, delete, up to the server's limit.
 */
export function SavedDates() {
  const query = useSavedDates();
  const remove = useDeleteDate();
  const [editing, setEditing] = useState<string | null>(null);
  const [status, setStatus] = useState('');
  if (query.isPending) return <Preloader label="Loading your dates" />;
  if (query.isError)
    return <Alert tone="danger">{errorMessage(query.error, SOMETHING_WRONG)}</Alert>;
  const { dates, max } = query.data;
  const full = dates.length >= max;

  return (
    <div className="saved-dates">
      <p className="saved-dates__intro">{T.intro}</p>
      <p className="saved-dates__status" role="status">
        {status}
      </p>
      {remove.isError ? (
        <Alert tone="danger">{errorMessage(remove.error, SOMETHING_WRONG)}</Alert>
      ) : null}
      {dates.length === 0 ? (
        <p className="saved-dates__empty">
          <CalendarHeart aria-hidden="true" size={20} /> {T.empty}
        </p>
      ) : (
        <ul className="saved-dates__list" aria-label="Your saved dates">
          {dates.map((date) =>
            editing === date.id ? (
              <li key={date.id} className="saved-dates__item saved-dates__item--editing">
                <DateForm
                  saved={date}
                  onDone={(message) => {
                    setEditing(null);
                    setStatus(message);
                  }}
                />
              </li>
            ) : (
              <li key={date.id} className="saved-dates__item">
                <SavedDateView date={date} />
                <div className="saved-dates__actions">
                  <Button
                    variant="secondary"
                    size="small"
                    aria-label={`${T.edit} ${date.name}’s ${date.occasion}`}
                    onClick={() => {
                      setEditing(date.id);
                      setStatus('');
                    }}
                  >
                    <Pencil aria-hidden="true" size={16} />
                    {T.edit}
                  </Button>
                  <Button
                    variant="secondary"
                    size="small"
                    aria-label={`${T.delete} ${date.name}’s ${date.occasion}`}
                    disabled={remove.isPending}
                    onClick={() =>
                      remove.mutate(date.id, { onSuccess: () => setStatus(T.deleted) })
                    }
                  >
                    <Trash2 aria-hidden="true" size={16} />
                    {T.delete}
                  </Button>
                </div>
              </li>
            ),
          )}
        </ul>
      )}
      <p className="saved-dates__count">{T.count(dates.length, max)}</p>
      {full ? null : (
        <section className="saved-dates__add" aria-labelledby="add-date-title">
          <h3 id="add-date-title">{T.add}</h3>
          <DateForm saved={null} onDone={setStatus} />
        </section>
      )}
    </div>
  );
}

function SavedDateView({ date }: { date: SavedDate }) {
  return (
    <div className="saved-dates__view">
      <p className="saved-dates__who">
        <span className="saved-dates__name">{date.name}</span>
        <span className="saved-dates__occasion">{date.occasion}</span>
      </p>
      <p className="saved-dates__when">
        {date.repeats === 'yearly'
          ? `${dayMonthText(date.date)} · ${T.yearly}`
          : `${dayText(date.date)} · ${T.once}`}
      </p>
      {date.nextOccurrence && date.reminderDay ? (
        <p className="saved-dates__next">
          {T.next(dayText(date.nextOccurrence))}
          <span aria-hidden="true"> · </span>
          <br className="saved-dates__break" />
          {T.reminder(dayText(date.reminderDay))}
        </p>
      ) : (
        <p className="saved-dates__next">{T.passed}</p>
      )}
    </div>
  );
}

function DateForm({
  saved,
  onDone,
}: {
  saved: SavedDate | null;
  onDone: (message: string) => void;
}) {
  const [values, setValues] = useState<FormValues>(
    saved
      ? { name: saved.name, occasion: saved.occasion, date: saved.date, repeats: saved.repeats }
      : emptyForm,
  );
  const save = useSaveDate(saved?.id ?? null);
  const fields = errorFields(save.error);
  const listId = useId();
  const set = (change: Partial<FormValues>) => setValues((v) => ({ ...v, ...change }));
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    save.mutate(values, {
      onSuccess: () => {
        if (!saved) setValues(emptyForm);
        save.reset();
        onDone(T.saved);
      },
    });
  };
  const leapDay = /-02-29$/.test(values.date) && values.repeats === 'yearly';
  return (
    <form className="saved-dates__form" onSubmit={onSubmit} noValidate>
      <div className="saved-dates__fields">
        <TextField
          label={T.name}
          value={values.name}
          onChange={(e) => set({ name: e.target.value })}
          error={fields.name}
          autoComplete="off"
          maxLength={120}
        />
        <TextField
          label={T.occasion}
          value={values.occasion}
          onChange={(e) => set({ occasion: e.target.value })}
          error={fields.occasion}
          list={listId}
          autoComplete="off"
          maxLength={120}
        />
        <datalist id={listId}>
          {OCCASIONS.map((o) => (
            <option key={o} value={o} />
          ))}
        </datalist>
        <TextField
          label={T.date}
          type="date"
          value={values.date}
          onChange={(e) => set({ date: e.target.value })}
          error={fields.date}
          hint={leapDay ? T.leapDay : undefined}
        />
        <fieldset className="saved-dates__repeats" aria-invalid={fields.repeats ? true : undefined}>
          <legend className="ui-field__label">{T.repeats}</legend>
          {(['yearly', 'once'] as const).map((r) => (
            <label key={r} className="saved-dates__choice">
              <input
                type="radio"
                name={`repeats-${saved?.id ?? 'new'}`}
                value={r}
                checked={values.repeats === r}
                onChange={() => set({ repeats: r })}
              />
              {T[r]}
            </label>
          ))}
          {fields.repeats ? <span className="ui-field__error">{fields.repeats}</span> : null}
        </fieldset>
      </div>
      {save.isError && Object.keys(fields).length === 0 ? (
        <Alert tone="danger">{errorMessage(save.error, SOMETHING_WRONG)}</Alert>
      ) : null}
      <div className="saved-dates__form-actions">
        <Button type="submit" disabled={save.isPending}>
          {save.isPending ? T.saving : T.save}
        </Button>
        {saved ? (
          <Button variant="secondary" onClick={() => onDone('')}>
            {T.cancel}
          </Button>
        ) : null}
      </div>
    </form>
  );
}
