import { type FormEvent, useState } from 'react';
import { fill } from '../../shared/i18n/format';
import { groupDigits } from '../../shared/money';
import { POINTS_ADDED_MAX, type SiteEditor } from '../../shared/schemas/site-editor';
import { inputStyles, labelStyles, smallButtonStyles } from '../components/ui';
import { EditorSection, Outcome } from './parts';
import type { SiteEditorWords } from './words';

// A resort's own Paradise Rewards in its owner's editor (decision 138): the newest members, and
// points added to one of them. Shown only when the agency turned the programme on for the site.

type Member = NonNullable<SiteEditor['loyalty']>['members'][number];

/** Adds points to a member: undefined when done, else the sentence saying why not. */
export type AddPoints = (memberNumber: string, points: number) => Promise<string | undefined>;

function MemberRow({
  member,
  words,
  addPoints,
}: {
  member: Member;
  words: SiteEditorWords;
  addPoints: AddPoints;
}) {
  const [points, setPoints] = useState('');
  const [state, setState] = useState<{ busy: boolean; message?: string; error?: string }>({
    busy: false,
  });
  const id = `points-${member.memberNumber}`;
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setState({ busy: true });
    const error = await addPoints(member.memberNumber, Number(points));
    if (error) {
      setState({ busy: false, error });
      return;
    }
    setPoints('');
    setState({ busy: false, message: words.pointsAdded });
  };
  return (
    <li className="grid gap-2 py-3 text-sm">
      <p className="font-semibold">
        {member.fullName}{' '}
        <span className="font-normal break-all text-stone-600">{member.email}</span>
      </p>
      <dl className="grid grid-cols-[auto_1fr] gap-x-3 gap-y-1">
        <dt className="text-stone-600">{words.memberNumber}</dt>
        <dd className="font-mono">{member.memberNumber}</dd>
        <dt className="text-stone-600">{words.tier}</dt>
        <dd>{member.tier}</dd>
        <dt className="text-stone-600">{words.points}</dt>
        <dd>{groupDigits(member.points)}</dd>
      </dl>
      <form onSubmit={submit} className="grid gap-1" noValidate>
        <label htmlFor={id} className={labelStyles}>
          {fill(words.pointsFor, { name: member.fullName })}
        </label>
        <div className="flex flex-wrap items-center gap-2">
          {/* inputStyles is full width: the box sets the field's narrower width beside its button. */}
          <div className="w-32">
            <input
              id={id}
              type="number"
              inputMode="numeric"
              min={1}
              max={POINTS_ADDED_MAX}
              step={1}
              value={points}
              onChange={(event) => setPoints(event.target.value)}
              className={inputStyles}
            />
          </div>
          <button type="submit" disabled={state.busy} className={smallButtonStyles.secondary}>
            {state.busy ? words.adding : words.addPoints}
          </button>
        </div>
        <Outcome error={state.error} message={state.message} />
      </form>
    </li>
  );
}

export function LoyaltyMembers({
  loyalty,
  words,
  addPoints,
}: {
  loyalty: NonNullable<SiteEditor['loyalty']>;
  words: SiteEditorWords;
  addPoints: AddPoints;
}) {
  return (
    <EditorSection id="loyalty" title={words.loyaltyTitle} intro={words.loyaltyIntro}>
      <p className="text-sm text-stone-600">{fill(words.memberCount, { count: loyalty.count })}</p>
      {loyalty.members.length === 0 ? (
        <p className="text-sm text-stone-600">{words.noMembers}</p>
      ) : (
        <ol className="divide-y divide-stone-200">
          {loyalty.members.map((member) => (
            <MemberRow
              key={member.memberNumber}
              member={member}
              words={words}
              addPoints={addPoints}
            />
          ))}
        </ol>
      )}
    </EditorSection>
  );
}
