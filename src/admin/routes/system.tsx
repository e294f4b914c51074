import { useLoaderData, useRevalidator } from 'react-router';
import type { ClientLoaderFunctionArgs } from 'react-router';
import {
  type ContentRender,
  SYSTEM_PARTS,
  type SystemPart,
  type SystemView,
  adminApi,
} from '../../shared/schemas/admin';
import { ApiError, api, loadSession } from '../api';
import {
  Alert,
  Badge,
  Done,
  Loading,
  PageError,
  PageHeader,
  Section,
  smallButtonStyles,
} from '../components/ui';
import { formatTime } from '../format';
import { adminMeta } from '../meta';

const OWNERS_ONLY = "Only an owner can see the system's state.";

export const meta = () => adminMeta('System');

export async function clientLoader({ request }: ClientLoaderFunctionArgs) {
  const session = await loadSession(request);
  if (session.role !== 'owner') return { refused: OWNERS_ONLY, system: undefined };
  try {
    return { refused: '', system: await api<SystemView>(adminApi.system, { request }) };
  } catch (error) {
    if (error instanceof ApiError && error.status === 403) {
      return { refused: error.message, system: undefined };
    }
    throw error;
  }
}

const PART_NAMES: Record<(typeof SYSTEM_PARTS)[number], string> = {
  database: 'Database',
  redis: 'Redis',
  mail: 'Mail',
  disk: 'Disk',
  backup: 'Backups',
  version: 'Version and uptime',
};

// The word carries the state; the colour and the sign only repeat it.
const STATES: Record<
  NonNullable<SystemPart['state']>,
  { word: string; sign: string; tone: string }
> = {
  ok: { word: 'OK', sign: '✓', tone: 'bg-brand-50 text-brand-800 ring-brand-200' },
  warning: { word: 'Warning', sign: '!', tone: 'bg-amber-50 text-amber-900 ring-amber-300' },
  problem: { word: 'Problem', sign: '✕', tone: 'bg-red-50 text-red-800 ring-red-200' },
};

function Part({ name, part }: { name: string; part: SystemPart }) {
  const state = part.state ? STATES[part.state] : undefined;
  return (
    <Section title={name}>
      {state && (
        <p className="-mt-1 mb-2">
          <Badge tone={state.tone}>
            <span aria-hidden="true" className="mr-1">
              {state.sign}
            </span>
            <span>{state.word}</span>
          </Badge>
        </p>
      )}
      <p className="text-sm text-stone-800">{part.summary}</p>
      {part.facts.length > 0 && (
        <dl className="mt-3 grid grid-cols-[auto_minmax(0,1fr)] gap-x-3 gap-y-1 text-sm">
          {part.facts.map((fact) => (
            <div key={fact.label} className="contents">
              <dt className="text-stone-500">{fact.label}</dt>
              <dd className="break-words text-stone-950">{fact.value}</dd>
            </div>
          ))}
        </dl>
      )}
    </Section>
  );
}

const RENDER_STATES: Record<ContentRender['state'], { word: string; tone: string }> = {
  waiting: { word: 'Waiting to render', tone: 'bg-stone-100 text-stone-800 ring-stone-300' },
  rendering: { word: 'Rendering', tone: 'bg-sky-50 text-sky-900 ring-sky-200' },
  done: { word: 'Rendered', tone: STATES.ok.tone },
  failed: { word: 'Render failed', tone: STATES.problem.tone },
};

const RENDERS_TITLE = 'Published pages';

/** The newest published versions, each with its render, and the version this process serves. */
function Renders({ renders }: { renders: SystemView['renders'] }) {
  return (
    <Section title={RENDERS_TITLE}>
      <p className="text-sm text-stone-800">
        {renders.served > 0
          ? `This process serves the pages of version ${renders.served}.`
          : 'This process serves the pages of the build: no published version is rendered yet.'}{' '}
        A render that fails leaves the version before it served.
      </p>
      {renders.versions.length > 0 && (
        <ol className="mt-3 divide-y divide-stone-200 text-sm">
          {renders.versions.map((version) => {
            const state = RENDER_STATES[version.state];
            return (
              <li key={version.version} className="space-y-1 py-2">
                <p className="flex flex-wrap items-center gap-2">
                  <strong>Version {version.version}</strong>
                  <Badge tone={state.tone}>{state.word}</Badge>
                  {version.version === renders.served && (
                    <Badge tone={STATES.ok.tone}>Served</Badge>
                  )}
                </p>
                <p className="text-stone-600">
                  Published by {version.publishedBy}, {formatTime(version.publishedAt)}.{' '}
                  {version.summary}
                </p>
                {version.error && <p className="text-red-800">Why: {version.error}</p>}
              </li>
            );
          })}
        </ol>
      )}
    </Section>
  );
}

function Overview({ system }: { system: SystemView }) {
  const failed = system.renders.versions[0]?.state === 'failed';
  const listed = [
    ...SYSTEM_PARTS.flatMap((key) => {
      const state = system.parts[key].state;
      return state === 'warning' || state === 'problem'
        ? [`${PART_NAMES[key]} (${STATES[state].word})`]
        : [];
    }),
    // The newest version's render failed: the site still serves an older one.
    ...(failed ? [`${RENDERS_TITLE} (${RENDER_STATES.failed.word})`] : []),
  ].join(', ');
  if (!listed) return <Done>Every part is working.</Done>;
  return (
    <p
      role="status"
      className="rounded-lg border border-amber-300 bg-amber-50 px-3 py-2 text-sm font-medium text-amber-950"
    >
      Needs attention: {listed}.
    </p>
  );
}

export default function System() {
  const { refused, system } = useLoaderData<typeof clientLoader>();
  const revalidator = useRevalidator();
  if (refused || !system) {
    return (
      <>
        <PageHeader title="System" />
        <Alert>{refused}</Alert>
      </>
    );
  }
  const checking = revalidator.state !== 'idle';
  return (
    <>
      <PageHeader title="System">
        <span className="text-sm text-stone-500">Checked {formatTime(system.checkedAt)}</span>
        <button
          type="button"
          disabled={checking}
          onClick={() => void revalidator.revalidate()}
          className={smallButtonStyles.secondary}
        >
          {checking ? 'Checking…' : 'Check again'}
        </button>
      </PageHeader>
      <div className="space-y-4">
        <Overview system={system} />
        <div className="grid gap-4 md:grid-cols-2 md:items-start">
          {SYSTEM_PARTS.map((key) => (
            <Part key={key} name={PART_NAMES[key]} part={system.parts[key]} />
          ))}
        </div>
        <Renders renders={system.renders} />
        <Section title="Alert mails">
          <p className="text-sm text-stone-800">
            When something stays wrong (mail unsent, no backup, a full disk, the database down),
            these addresses are mailed, at most once every {system.alerts.repeatHours} hours for
            each problem:{' '}
            <strong className="break-words">{system.alerts.recipients.join(', ')}</strong>. An owner
            is mailed once they have signed in: an invitation not yet accepted is not.
          </p>
          {system.alerts.lastMailed.length > 0 && (
            <dl className="mt-3 grid grid-cols-[auto_minmax(0,1fr)] gap-x-3 gap-y-1 text-sm">
              {system.alerts.lastMailed.map((alert) => (
                <div key={alert.title} className="contents">
                  <dt className="text-stone-500">{alert.title}</dt>
                  <dd className="text-stone-950">last mailed {formatTime(alert.at)}</dd>
                </div>
              ))}
            </dl>
          )}
        </Section>
      </div>
    </>
  );
}

export const HydrateFallback = Loading;
export const ErrorBoundary = PageError;
