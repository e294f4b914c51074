import { Award, Gift } from 'lucide-react';
import { type FormEvent, useState } from 'react';
import { groupDigits } from '../../shared/money';
import type { Theme } from '../kit';
import { useFieldCheck } from '../kit/field-check';
import { alerts, rewards } from './content';
import { InputField, messageOf, textOf } from './fields';
import { LOGIN_FIELDS, SIGNUP_FIELDS, checkLogin, checkSignup } from './form-checks';
import {
  type LoyaltyMember,
  formatSpend,
  requestMember,
  signupProblem,
  tierProgress,
} from './loyalty';
import { Modal } from './modal';

export type RewardsView = 'signup' | 'login' | 'dashboard';

const headings: Record<RewardsView, string> = {
  signup: 'Join Paradise Rewards',
  login: 'Member sign in',
  dashboard: 'Your Paradise Rewards',
};

/**
 * The Paradise Rewards overlay (spec sections 2, 4, 5 and 8): signup, login and dashboard views.
 * The page unmounts it on close, so the next opening starts at signup with no member held.
 */
export default function RewardsModal({
  theme,
  initialView,
  onClose,
}: {
  theme: Theme;
  initialView: 'signup' | 'login';
  onClose: () => void;
}) {
  const [view, setView] = useState<RewardsView>(initialView);
  const [member, setMember] = useState<LoyaltyMember | null>(null);
  const [busy, setBusy] = useState(false);
  const signupChecks = useFieldCheck(SIGNUP_FIELDS, checkSignup);
  const loginChecks = useFieldCheck(LOGIN_FIELDS, checkLogin);

  const showMember = (found: LoyaltyMember) => {
    setMember(found);
    setView('dashboard');
  };

  async function signUp(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = event.currentTarget;
    const data = new FormData(form);
    const signup = {
      fullName: textOf(data, 'fullName'),
      email: textOf(data, 'email'),
      phone: textOf(data, 'phone'),
      dateOfBirth: textOf(data, 'dateOfBirth'),
      // No password field is shown (decision 031): both are empty and the rule passes.
      password: textOf(data, 'password'),
      confirmPassword: textOf(data, 'confirmPassword'),
    };
    const problem = signupProblem(signup);
    if (problem) {
      window.alert(problem);
      return;
    }
    setBusy(true);
    if (!(await signupChecks.validate(form))) {
      setBusy(false);
      return;
    }
    const { fullName, email, phone, dateOfBirth } = signup;
    const found = await requestMember('/api/loyalty/signup', {
      fullName,
      email,
      phone,
      dateOfBirth,
    });
    setBusy(false);
    if (!found) {
      window.alert(alerts.signupFailure);
      return;
    }
    form.reset();
    showMember(found);
    window.alert(alerts.signupSuccess(found.memberNumber));
  }

  async function logIn(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = event.currentTarget;
    const data = new FormData(form);
    setBusy(true);
    if (!(await loginChecks.validate(form))) {
      setBusy(false);
      return;
    }
    const found = await requestMember('/api/loyalty/login', {
      email: textOf(data, 'email'),
      memberNumber: textOf(data, 'memberNumber'),
    });
    setBusy(false);
    if (found) showMember(found);
    else window.alert(alerts.loginFailure);
  }

  const switchLink = `font-semibold underline underline-offset-4 ${theme.accent} hover:decoration-2`;
  const current: RewardsView = view === 'dashboard' && !member ? 'signup' : view;

  return (
    <Modal
      onClose={onClose}
      className="max-w-lg"
      title={(id) => (
        <div>
          <p className={theme.eyebrow}>{rewards.name}</p>
          <h2 id={id} className={`mt-1 text-2xl sm:text-3xl ${theme.heading} text-teal-950`}>
            {headings[current]}
          </h2>
        </div>
      )}
    >
      <div className="p-5 sm:p-8">
        {current === 'signup' ? (
          <>
            <div className={`flex gap-3 p-4 ${theme.radius} bg-[#f1e9da]`}>
              <Gift aria-hidden="true" className={`mt-0.5 size-5 shrink-0 ${theme.accent}`} />
              <div>
                <p className="font-semibold text-teal-950">{rewards.welcomeOffer.title}</p>
                <p className="text-sm">{rewards.welcomeOffer.items.join(' · ')}</p>
              </div>
            </div>
            <form
              aria-label="Join Paradise Rewards"
              {...signupChecks.formProps}
              onSubmit={signUp}
              className="mt-6"
            >
              <div className="grid gap-4 sm:grid-cols-2">
                <InputField
                  theme={theme}
                  label="Full name"
                  name="fullName"
                  autoComplete="name"
                  required
                  wide
                  {...messageOf(signupChecks, 'fullName')}
                />
                <InputField
                  theme={theme}
                  label="Email"
                  name="email"
                  type="email"
                  autoComplete="email"
                  required
                  wide
                  {...messageOf(signupChecks, 'email')}
                />
                <InputField
                  theme={theme}
                  label="Phone"
                  name="phone"
                  type="tel"
                  autoComplete="tel"
                  {...messageOf(signupChecks, 'phone')}
                />
                <InputField
                  theme={theme}
                  label="Date of birth"
                  name="dateOfBirth"
                  type="date"
                  autoComplete="bday"
                  {...messageOf(signupChecks, 'dateOfBirth')}
                />
              </div>
              <button
                type="submit"
                disabled={busy}
                className={`mt-6 w-full ${theme.button.primary}`}
              >
                {busy ? 'Creating Account...' : 'Create Account'}
              </button>
            </form>
            <p className="mt-5 text-center text-sm">
              Already a member?{' '}
              <button type="button" className={switchLink} onClick={() => setView('login')}>
                Sign in
              </button>
            </p>
          </>
        ) : null}

        {current === 'login' ? (
          <>
            <p className="text-sm leading-6">
              Sign in with the email you joined with and the member number from your welcome
              message.
            </p>
            <form
              aria-label="Member sign in"
              {...loginChecks.formProps}
              onSubmit={logIn}
              className="mt-6 grid gap-4"
            >
              <InputField
                theme={theme}
                label="Email"
                name="email"
                type="email"
                autoComplete="email"
                required
                {...messageOf(loginChecks, 'email')}
              />
              <InputField
                theme={theme}
                label="Member number"
                name="memberNumber"
                placeholder="PR-12345678"
                required
                {...messageOf(loginChecks, 'memberNumber')}
              />
              <button
                type="submit"
                disabled={busy}
                className={`mt-2 w-full ${theme.button.primary}`}
              >
                {busy ? 'Signing In...' : 'Sign In'}
              </button>
            </form>
            <p className="mt-5 text-center text-sm">
              Not a member yet?{' '}
              <button type="button" className={switchLink} onClick={() => setView('signup')}>
                Join now
              </button>
            </p>
          </>
        ) : null}

        {current === 'dashboard' && member ? (
          <Dashboard
            theme={theme}
            member={member}
            onSignOut={() => {
              setMember(null);
              setView('signup');
            }}
          />
        ) : null}
      </div>
    </Modal>
  );
}

function Dashboard({
  theme,
  member,
  onSignOut,
}: {
  theme: Theme;
  member: LoyaltyMember;
  onSignOut: () => void;
}) {
  const progress = tierProgress(member.points);
  const figures = [
    { label: 'Points', value: groupDigits(member.points) },
    { label: 'Nights', value: String(member.totalNights) },
    { label: 'Total spent', value: formatSpend(member.totalSpent) },
  ];
  return (
    <div>
      <div className={`p-5 ${theme.surfaces.dark.bg} ${theme.surfaces.dark.text} ${theme.radius}`}>
        <p className="text-sm">Welcome, {member.fullName}</p>
        <dl className="mt-3 flex flex-wrap items-end justify-between gap-4">
          <div>
            <dt className="text-xs tracking-[0.2em] text-teal-100 uppercase">Member number</dt>
            <dd className="mt-1 font-mono text-xl text-white">{member.memberNumber}</dd>
          </div>
          <div className="text-right">
            <dt className="text-xs tracking-[0.2em] text-teal-100 uppercase">Tier</dt>
            <dd
              className={`mt-1 flex items-center gap-1.5 text-xl font-semibold ${theme.accentOnDark}`}
            >
              <Award aria-hidden="true" className="size-5" />
              {member.tier}
            </dd>
          </div>
        </dl>
      </div>
      <dl className="mt-4 grid grid-cols-3 gap-3 text-center">
        {figures.map((figure) => (
          <div
            key={figure.label}
            className={`flex flex-col-reverse justify-end p-3 ${theme.radius} bg-[#f1e9da]`}
          >
            <dt className="text-xs font-semibold tracking-wide text-stone-600 uppercase">
              {figure.label}
            </dt>
            <dd className={`text-2xl ${theme.heading} text-teal-950`}>{figure.value}</dd>
          </div>
        ))}
      </dl>
      {progress ? (
        <div className="mt-6">
          <p className="flex justify-between text-sm font-semibold text-teal-950">
            <span>Progress to {progress.next}</span>
            <span>
              {groupDigits(member.points)} / {groupDigits(progress.target)} points
            </span>
          </p>
          <div
            role="progressbar"
            aria-label={`Progress to ${progress.next}`}
            aria-valuetext={`${member.points} of ${progress.target} points`}
            aria-valuemin={0}
            aria-valuemax={progress.target}
            aria-valuenow={Math.min(member.points, progress.target)}
            className="mt-2 h-3 overflow-hidden rounded-full bg-stone-200"
          >
            <div
              className="h-full rounded-full bg-gradient-to-r from-(--accent) to-(--accent-on-dark)"
              style={{ width: `${progress.percent}%` }}
            />
          </div>
        </div>
      ) : (
        <p className="mt-6 text-sm font-semibold text-teal-950">
          You have reached Platinum, our highest tier. Enjoy every benefit.
        </p>
      )}
      <button type="button" onClick={onSignOut} className={`mt-6 w-full ${theme.button.secondary}`}>
        Sign Out
      </button>
    </div>
  );
}
