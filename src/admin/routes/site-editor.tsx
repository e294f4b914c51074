import { type FormEvent, useCallback, useEffect, useState } from 'react';
import { useLocation } from 'react-router';
import { fill } from '../../shared/i18n/format';
import { langOfPath } from '../../shared/i18n/lang';
import { type JsonResult, requestJson } from '../../shared/json-client';
import { type SiteEditor, type SitePublish, siteEditorApi } from '../../shared/schemas/site-editor';
import type { SiteField } from '../../shared/site-content';
import adminStylesHref from '../admin.css?url';
import { DomainState } from '../components/site-domain';
import {
  cardStyles,
  inputStyles,
  labelStyles,
  linkStyles,
  smallButtonStyles,
} from '../components/ui';
import { type AddPoints, LoyaltyMembers } from '../site-editor/loyalty-members';
import { EditorSection, Outcome } from '../site-editor/parts';
import { type SiteEditorWords, siteEditorWords } from '../site-editor/words';

// A delivered site's editor (issue 46, decision 137): its owner opens it from the link mailed to
// them (the token in the address's fragment, never sent to a server log), changes the business's
// details, texts and photos, and publishes. Without a link, it mails one to the order's address.

export const links = () => [{ rel: 'stylesheet', href: adminStylesHref, precedence: 'default' }];

export const meta = () => [
  { title: 'Edit your website' },
  { name: 'robots', content: 'noindex, nofollow' },
];

type Business = SitePublish['business'];

/** "hero.actions.0.label" reads "Hero · Actions 1 · Label". */
const labelOf = (path: string) =>
  path
    .split('.')
    .map((part, index, parts) =>
      /^\d+$/.test(part)
        ? null
        : `${part.replace(/([A-Z])/g, ' $1').replace(/^./, (c) => c.toUpperCase())}${/^\d+$/.test(parts[index + 1] ?? '') ? ` ${Number(parts[index + 1]) + 1}` : ''}`,
    )
    .filter(Boolean)
    .join(' · ');

/** The editor's calls: the server answers in the page's language (its sentences' Tok Pisin). */
const editorRequest = <T,>(
  lang: 'en' | 'tpi',
  path: string,
  init: Parameters<typeof requestJson>[1] = {},
) => requestJson<T>(path, { ...init, headers: { ...init.headers, 'accept-language': lang } });

/** What a request that failed came to, as a sentence: the server's, or that it was not reached. */
const sentenceOf = (result: JsonResult<unknown>, words: SiteEditorWords) =>
  result.kind === 'error' ? (result.message ?? words.unreachable) : words.unreachable;

const megabytes = (bytes: number) => `${(bytes / 1_000_000).toFixed(1)} MB`;

const readAsDataUrl = (file: File) =>
  new Promise<string>((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.onerror = () => reject(reader.error ?? new Error('The photo could not be read.'));
    reader.readAsDataURL(file);
  });

function SignIn({ words, lang }: { words: SiteEditorWords; lang: 'en' | 'tpi' }) {
  const [email, setEmail] = useState('');
  const [state, setState] = useState<{ busy: boolean; message?: string; error?: string }>({
    busy: false,
  });
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setState({ busy: true });
    const result = await editorRequest<{ message: string }>(lang, siteEditorApi.signIn, {
      method: 'POST',
      body: { email, lang },
    });
    if (result.kind === 'ok') setState({ busy: false, message: result.body.message });
    else setState({ busy: false, error: sentenceOf(result, words) });
  };
  return (
    <form onSubmit={submit} className={`${cardStyles} grid gap-4 p-5 sm:p-6`} noValidate>
      <h1 className="text-2xl font-bold tracking-tight">{words.signInTitle}</h1>
      <p className="text-stone-700">{words.signInIntro}</p>
      <div className="grid gap-1">
        <label htmlFor="editor-email" className={labelStyles}>
          {words.email}
        </label>
        <input
          id="editor-email"
          type="email"
          autoComplete="email"
          value={email}
          onChange={(event) => setEmail(event.target.value)}
          className={inputStyles}
        />
      </div>
      <button
        type="submit"
        disabled={state.busy}
        className={`${smallButtonStyles.primary} justify-self-start`}
      >
        {words.sendLink}
      </button>
      <Outcome error={state.error} message={state.message} />
    </form>
  );
}

function TextField({
  field,
  value,
  onChange,
}: {
  field: Extract<SiteField, { kind: 'text' }>;
  value: string;
  onChange: (value: string) => void;
}) {
  const id = `text-${field.path}`;
  return (
    <div className="grid gap-1">
      <label htmlFor={id} className={labelStyles}>
        {labelOf(field.path)}
      </label>
      {field.multiline ? (
        <textarea
          id={id}
          rows={4}
          value={value}
          onChange={(event) => onChange(event.target.value)}
          className={inputStyles}
        />
      ) : (
        <input
          id={id}
          value={value}
          onChange={(event) => onChange(event.target.value)}
          className={inputStyles}
        />
      )}
    </div>
  );
}

/** The owner's own domain: given, checked, and the DNS record to create (decision 138). */
function DomainSection({
  editor,
  token,
  lang,
  words,
  onSaved,
}: {
  editor: SiteEditor;
  token: string;
  lang: 'en' | 'tpi';
  words: SiteEditorWords;
  onSaved: (editor: SiteEditor) => void;
}) {
  const [domain, setDomain] = useState(editor.domain?.name ?? '');
  const [state, setState] = useState<{ busy: boolean; message?: string; error?: string }>({
    busy: false,
  });
  const save = async (event: FormEvent) => {
    event.preventDefault();
    setState({ busy: true });
    const result = await editorRequest<SiteEditor>(lang, siteEditorApi.domain(token), {
      method: 'POST',
      body: { domain },
    });
    if (result.kind !== 'ok') {
      setState({ busy: false, error: sentenceOf(result, words) });
      return;
    }
    onSaved(result.body);
    const given = result.body.domain;
    setDomain(given?.name ?? '');
    setState({
      busy: false,
      message: !given
        ? words.domainRemoved
        : given.verified
          ? words.domainServed
          : words.domainSaved,
    });
  };
  return (
    <EditorSection id="domain" title={words.domainTitle} intro={words.domainIntro}>
      <form onSubmit={save} className="grid gap-2" noValidate>
        <label htmlFor="site-domain" className={labelStyles}>
          {words.domainLabel}
        </label>
        <div className="flex flex-wrap items-center gap-2">
          <input
            id="site-domain"
            value={domain}
            onChange={(event) => setDomain(event.target.value)}
            placeholder="www.example.com.pg"
            inputMode="url"
            autoCapitalize="none"
            spellCheck={false}
            className={`${inputStyles} min-w-0 flex-1 basis-60`}
          />
          <button type="submit" disabled={state.busy} className={smallButtonStyles.secondary}>
            {editor.domain && !editor.domain.verified ? words.domainCheck : words.domainSave}
          </button>
        </div>
        {editor.domain && (
          <DomainState domain={editor.domain} target={editor.dnsTarget} words={words.domain} />
        )}
        <Outcome error={state.error} message={state.message} className="text-sm" />
      </form>
    </EditorSection>
  );
}

export default function SiteEditorPage() {
  const lang = langOfPath(useLocation().pathname);
  const words = siteEditorWords[lang];
  const tokenNow = () =>
    typeof window === 'undefined'
      ? ''
      : (new URLSearchParams(window.location.hash.slice(1)).get('token') ?? '');
  const [token, setToken] = useState(tokenNow);
  // A link opened in the tab that asked for it changes only the address's fragment.
  useEffect(() => {
    const follow = () => setToken(tokenNow());
    window.addEventListener('hashchange', follow);
    return () => window.removeEventListener('hashchange', follow);
  }, []);
  const [editor, setEditor] = useState<SiteEditor>();
  const [business, setBusiness] = useState<Business>();
  const [texts, setTexts] = useState<Record<string, string>>({});
  const [pictures, setPictures] = useState<Record<string, string>>({});
  const [previews, setPreviews] = useState<Record<string, string>>({});
  const [busy, setBusy] = useState<string>();
  const [message, setMessage] = useState<{ tone: 'ok' | 'error'; text: string }>();
  const [previewUrl, setPreviewUrl] = useState<string>();

  const show = useCallback((loaded: SiteEditor) => {
    setEditor(loaded);
    setBusiness(loaded.business);
    const own = (field: SiteField) => field.value;
    setTexts(
      Object.fromEntries(
        loaded.fields.filter((f) => f.kind === 'text').map((f) => [f.path, own(f)]),
      ),
    );
    setPictures(
      Object.fromEntries(
        loaded.fields.flatMap((f) => {
          const hash =
            f.kind === 'picture'
              ? /^\/pictures\/([0-9a-f]{64})\.webp$/.exec(f.value)?.[1]
              : undefined;
          return hash ? [[f.path, hash]] : [];
        }),
      ),
    );
  }, []);

  const load = useCallback(async () => {
    const result = await editorRequest<SiteEditor>(lang, siteEditorApi.editor(token));
    if (result.kind === 'ok') {
      show(result.body);
      return result.body;
    }
    setMessage({ tone: 'error', text: sentenceOf(result, words) });
    return undefined;
  }, [token, show, words, lang]);

  useEffect(() => {
    if (token) void load();
  }, [token, load]);

  // After a publish, the page asks until the site shows the new version.
  useEffect(() => {
    if (!editor || editor.published) return;
    const timer = setTimeout(() => {
      void editorRequest<SiteEditor>(lang, siteEditorApi.editor(token)).then((result) => {
        if (result.kind !== 'ok') return;
        if (result.body.published) {
          setEditor(result.body);
          setMessage({ tone: 'ok', text: words.published });
        } else setEditor(result.body);
      });
    }, 1500);
    return () => clearTimeout(timer);
  }, [editor, token, words.published, lang]);

  if (!token) {
    return (
      <main lang={lang} className="mx-auto grid max-w-xl gap-6 p-4 sm:p-8">
        <SignIn words={words} lang={lang} />
      </main>
    );
  }
  if (!editor || !business) {
    return (
      <main lang={lang} className="mx-auto max-w-xl p-4 sm:p-8">
        {message ? (
          <p role="alert" className="text-red-800">
            {message.text}
          </p>
        ) : (
          <p role="status">…</p>
        )}
      </main>
    );
  }

  const publish = async (event: FormEvent) => {
    event.preventDefault();
    setBusy('publish');
    setMessage(undefined);
    setPreviewUrl(undefined);
    const result = await editorRequest<SiteEditor>(lang, siteEditorApi.versions(token), {
      method: 'POST',
      body: { business, texts, pictures } satisfies SitePublish,
    });
    setBusy(undefined);
    if (result.kind === 'ok') {
      setEditor(result.body);
      setMessage({ tone: 'ok', text: words.waiting });
    } else {
      setMessage({ tone: 'error', text: sentenceOf(result, words) });
    }
  };
  const preview = async () => {
    setBusy('preview');
    setMessage(undefined);
    setPreviewUrl(undefined);
    const result = await editorRequest<{ url: string }>(lang, siteEditorApi.previews(token), {
      method: 'POST',
      body: { business, texts, pictures } satisfies SitePublish,
    });
    setBusy(undefined);
    if (result.kind === 'ok') {
      setPreviewUrl(result.body.url);
      setMessage({ tone: 'ok', text: words.previewReady });
    } else setMessage({ tone: 'error', text: sentenceOf(result, words) });
  };
  const upload = async (field: Extract<SiteField, { kind: 'picture' }>, file: File | undefined) => {
    if (!file) return;
    setBusy(field.path);
    setMessage(undefined);
    const picture = await readAsDataUrl(file);
    const result = await editorRequest<{ picture: string; url: string }>(
      lang,
      siteEditorApi.pictures(token),
      {
        method: 'POST',
        body: { path: field.path, picture },
      },
    );
    setBusy(undefined);
    if (result.kind === 'ok') {
      setPictures((now) => ({ ...now, [field.path]: result.body.picture }));
      setPreviews((now) => ({ ...now, [field.path]: picture }));
    } else {
      setMessage({ tone: 'error', text: sentenceOf(result, words) });
    }
  };
  const restore = async (version: number) => {
    setBusy(`restore-${version}`);
    const result = await editorRequest<SiteEditor>(lang, siteEditorApi.restore(token, version), {
      method: 'POST',
    });
    setBusy(undefined);
    if (result.kind === 'ok') {
      show(result.body);
      setMessage({ tone: 'ok', text: words.restored });
    } else {
      setMessage({ tone: 'error', text: sentenceOf(result, words) });
    }
  };

  const addPoints: AddPoints = async (member, points) => {
    const result = await editorRequest<SiteEditor>(
      lang,
      siteEditorApi.memberPoints(token, member),
      { method: 'POST', body: { points } },
    );
    if (result.kind !== 'ok') return sentenceOf(result, words);
    setEditor(result.body);
    return undefined;
  };

  const textFields = editor.fields.filter(
    (f): f is Extract<SiteField, { kind: 'text' }> => f.kind === 'text',
  );
  const pictureFields = editor.fields.filter(
    (f): f is Extract<SiteField, { kind: 'picture' }> => f.kind === 'picture',
  );
  const businessField = (key: keyof Business, label: string, type = 'text') => (
    <div className="grid gap-1">
      <label htmlFor={`business-${key}`} className={labelStyles}>
        {label}
      </label>
      <input
        id={`business-${key}`}
        type={type}
        value={business[key]}
        onChange={(event) => setBusiness({ ...business, [key]: event.target.value })}
        className={type === 'color' ? 'h-11 w-20 rounded-lg border border-stone-300' : inputStyles}
      />
    </div>
  );

  return (
    <main lang={lang} className="mx-auto grid max-w-3xl gap-5 p-4 pb-28 sm:p-8 sm:pb-28">
      <header className="grid gap-2">
        <h1 className="text-2xl font-bold tracking-tight sm:text-3xl">{words.title}</h1>
        <p className="text-stone-700">{words.intro}</p>
        <a
          href={editor.address}
          target="_blank"
          rel="noreferrer"
          className={`${linkStyles} break-all`}
        >
          {words.open}: {editor.address}
        </a>
        {editor.status === 'suspended' && <p className="text-amber-900">{words.suspended}</p>}
      </header>
      <form onSubmit={publish} className="grid gap-5" noValidate>
        <section aria-labelledby="business-heading" className={`${cardStyles} grid gap-4 p-5`}>
          <h2 id="business-heading" className="text-lg font-semibold">
            {words.business}
          </h2>
          {businessField('name', words.name)}
          {businessField('tagline', words.tagline)}
          {businessField('phone', words.phone, 'tel')}
          {businessField('email', words.businessEmail, 'email')}
          {businessField('town', words.town)}
          {businessField('accent', words.colour, 'color')}
        </section>
        {pictureFields.length > 0 && (
          <section aria-labelledby="pictures-heading" className={`${cardStyles} grid gap-4 p-5`}>
            <h2 id="pictures-heading" className="text-lg font-semibold">
              {words.pictures}
            </h2>
            <p className="text-sm text-stone-600">
              {fill(words.storage, {
                used: megabytes(editor.storage.usedBytes),
                limit: megabytes(editor.storage.limitBytes),
              })}
            </p>
            <ul className="grid gap-4 sm:grid-cols-2">
              {pictureFields.map((field) => {
                const own = pictures[field.path];
                const src =
                  previews[field.path] ??
                  (own ? `${siteEditorApi.editor(token)}/pictures/${own}` : field.value);
                return (
                  <li key={field.path} className="grid gap-2">
                    <img
                      src={src}
                      alt=""
                      width={field.width}
                      height={field.height}
                      className="h-auto w-full rounded-lg bg-stone-100 object-cover"
                    />
                    <label htmlFor={`picture-${field.path}`} className={labelStyles}>
                      {labelOf(field.path)}: {words.choosePicture}
                    </label>
                    <input
                      id={`picture-${field.path}`}
                      type="file"
                      accept="image/png,image/jpeg,image/webp"
                      disabled={busy !== undefined}
                      onChange={(event) => void upload(field, event.target.files?.[0])}
                      className="text-sm"
                    />
                    {busy === field.path && (
                      <p role="status" className="text-sm">
                        {words.uploading}
                      </p>
                    )}
                  </li>
                );
              })}
            </ul>
          </section>
        )}
        <section aria-labelledby="texts-heading" className={`${cardStyles} grid gap-4 p-5`}>
          <h2 id="texts-heading" className="text-lg font-semibold">
            {words.texts}
          </h2>
          {textFields.map((field) => (
            <TextField
              key={field.path}
              field={field}
              value={texts[field.path] ?? field.value}
              onChange={(value) => setTexts((now) => ({ ...now, [field.path]: value }))}
            />
          ))}
        </section>
        <div className="fixed inset-x-0 bottom-0 z-10 border-t border-stone-200 bg-white/95 p-3">
          <div className="mx-auto flex max-w-3xl flex-wrap items-center gap-3">
            <button
              type="submit"
              disabled={busy !== undefined}
              className={smallButtonStyles.primary}
            >
              {busy === 'publish' ? words.publishing : words.publish}
            </button>
            <button
              type="button"
              disabled={busy !== undefined}
              onClick={() => void preview()}
              className={smallButtonStyles.secondary}
            >
              {busy === 'preview' ? words.previewing : words.preview}
            </button>
            {message && (
              <p
                role={message.tone === 'error' ? 'alert' : 'status'}
                className={message.tone === 'error' ? 'text-red-800' : 'text-emerald-800'}
              >
                {message.text}
              </p>
            )}
            {previewUrl && (
              <a href={previewUrl} target="_blank" rel="noreferrer" className={linkStyles}>
                {words.openPreview}
              </a>
            )}
          </div>
        </div>
      </form>
      <DomainSection editor={editor} token={token} lang={lang} words={words} onSaved={setEditor} />
      {editor.loyalty && (
        <LoyaltyMembers loyalty={editor.loyalty} words={words} addPoints={addPoints} />
      )}
      <EditorSection id="messages" title={words.messages}>
        {editor.messages.length === 0 ? (
          <p className="text-sm text-stone-600">{words.noMessages}</p>
        ) : (
          <ol className="divide-y divide-stone-200">
            {editor.messages.map((message) => (
              <li key={message.at} className="grid gap-1 py-3 text-sm">
                <p className="font-semibold">
                  {message.form} · {new Date(message.at).toLocaleString('en-PG')}
                </p>
                <dl className="grid grid-cols-[auto_1fr] gap-x-3 gap-y-1">
                  {message.fields.map(([name, value], index) => (
                    <div key={`${name}-${index}`} className="contents">
                      <dt className="text-stone-600">{name}</dt>
                      <dd className="break-words whitespace-pre-wrap">{value}</dd>
                    </div>
                  ))}
                </dl>
              </li>
            ))}
          </ol>
        )}
      </EditorSection>
      <EditorSection id="versions" title={words.versions}>
        <ol className="divide-y divide-stone-200">
          {editor.versions.map((version, index) => (
            <li
              key={version.version}
              className="flex flex-wrap items-center justify-between gap-2 py-2 text-sm"
            >
              <span>
                {version.version} · {new Date(version.at).toLocaleString('en-PG')}
              </span>
              {/* The newest is the one live: a move or a domain renders it again, as a later number. */}
              {index === 0 ? (
                <span className="text-stone-600">{words.current}</span>
              ) : (
                <button
                  type="button"
                  disabled={busy !== undefined}
                  onClick={() => void restore(version.version)}
                  className={smallButtonStyles.secondary}
                >
                  {words.restore} {version.version}
                </button>
              )}
            </li>
          ))}
        </ol>
      </EditorSection>
    </main>
  );
}
