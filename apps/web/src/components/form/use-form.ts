import { useRef, useState, type FormEvent } from 'react';
import type { Issue, Result } from '@waihui/core';
import { type MessageCode, type MessageParams, reasonField } from '@waihui/contracts';
import { ApiError } from '@/lib/http/client';
import { useMessageText } from '@/lib/i18n/messages';

/**
 * A field's problem found before any request: a code of the message catalogue, with its values;
 * or, for a form's own words that are no rule of the server's (a questionnaire's hint), the
 * message in the user's language.
 */
export type FieldIssue =
  MessageCode | { code: MessageCode; params?: MessageParams } | { message: string };

/** Which field a server reason (`data.reason` of a failure envelope) belongs to on this form. */
export type ServerFieldMap<F extends string> = Partial<Record<MessageCode, F>>;

export interface FormSpec<F extends string> {
  /** Prefix of the field ids: `login` gives `login-account`, `login-password`, … */
  name: string;
  /**
   * The fields in screen order: a submit focuses the first invalid one. Named as contracts'
   * REASON_FIELDS names them, a server reason lands under its field with no map on the form.
   */
  fields: readonly F[];
  /**
   * Reasons this form shows somewhere else than REASON_FIELDS says, or that are about no one field
   * elsewhere (ACCOUNT_LOCKED under the current password). A reason whose field the form lacks
   * stays a toast only.
   */
  server?: ServerFieldMap<F>;
  /**
   * When a field's issue shows: once the user submitted (default), or as soon as the field was
   * edited (a ticket whose button stays disabled until its values are valid, e.g. spot orders).
   */
  showIssues?: 'onSubmit' | 'onEdit';
}

/** What a field component needs of the form (see fields.tsx). */
export interface BoundField {
  id: string;
  /** The message under the field, or null. */
  error: string | null;
  /** Called on every edit: the server's message on this field is cleared. */
  edited: () => void;
}

export interface SubmitOptions<F extends string> {
  /** The fields this submit checks (default: every field), e.g. only the login mode in use. */
  fields?: readonly F[];
}

export interface Form<F extends string> {
  id: (field: F) => string;
  error: (field: F) => string | null;
  field: (field: F) => BoundField;
  /** True while a submit's request runs; a second submit meanwhile is ignored. */
  submitting: boolean;
  /**
   * Shows the issues of `fields` and focuses the first invalid one; true when none has an issue.
   * For partial checks such as "send code" (which needs only the account).
   */
  check: (fields: readonly F[]) => boolean;
  focus: (field: F) => void;
  /**
   * The form's onSubmit: checks (showing every issue, focusing the first invalid field), then runs
   * `send`. A rejection of `send` with a server reason lands under its field (the HTTP client has
   * already toasted it); the form stays as it was for another try.
   */
  onSubmit: (
    send: () => Promise<unknown>,
    options?: SubmitOptions<F>,
  ) => (event: FormEvent<HTMLFormElement>) => void;
  /** What onSubmit does, without an event: for a second action of the form (e.g. "Revoke"). */
  submit: (send: () => Promise<unknown>, options?: SubmitOptions<F>) => void;
  /** Shows a server failure under its field (e.g. one of "send code"); other failures are ignored. */
  showServerError: (error: unknown) => void;
  /** Hides every message (e.g. after success, or when the form switches mode). */
  reset: () => void;
}

/** The kit's issue for core's: its code, its details as the message's values. */
function fieldIssueOf({ code, details }: Issue<string, string>): FieldIssue {
  return { code: code as MessageCode, ...(details ? { params: details } : {}) };
}

/** A single-field check of core (validateFeedback…) as the field's issue, or null when it passed. */
export function issueOf(result: Result<unknown, string, string>): FieldIssue | null {
  return result.ok ? null : fieldIssueOf(result.issues[0]);
}

/**
 * A core form validator's result as the kit's issues: each field's first issue. Core names its
 * fields as the form does (contracts' REASON_FIELDS).
 */
export function fieldIssuesOf<F extends string>(
  result: Result<unknown, string, F>,
): Partial<Record<F, FieldIssue>> {
  const issues: Partial<Record<F, FieldIssue>> = {};
  if (result.ok) return issues;
  for (const issue of result.issues) {
    if (issue.field !== undefined) issues[issue.field] ??= fieldIssueOf(issue);
  }
  return issues;
}

/**
 * The form kit's state: field ids, client issues (from core's validators, as message codes) shown
 * only once the user submitted (or asked for them with `check`, or edited the field when the spec
 * says `showIssues: 'onEdit'`), the server's reasons under their
 * fields, focus on the first invalid field, and the submit state. `issues` are computed by the form
 * on every render from its values, so a fixed value's message goes away at once.
 */
export function useForm<F extends string>(
  spec: FormSpec<F>,
  issues: Partial<Record<F, FieldIssue | null>>,
): Form<F> {
  const text = useMessageText();
  const [shown, setShown] = useState<ReadonlySet<F>>(new Set());
  const [server, setServer] = useState<{ field: F; message: string } | null>(null);
  const showOnEdit = spec.showIssues === 'onEdit';
  const [submitting, setSubmitting] = useState(false);
  // Guards double taps between the click and the re-render that disables the button.
  const running = useRef(false);

  const id = (field: F): string => `${spec.name}-${field}`;
  const focus = (field: F): void => document.getElementById(id(field))?.focus();
  const issueOf = (field: F): FieldIssue | null => issues[field] ?? null;

  function error(field: F): string | null {
    if (server?.field === field) return server.message;
    const issue = shown.has(field) ? issueOf(field) : null;
    if (issue === null) return null;
    if (typeof issue === 'string') return text({ code: issue });
    return 'message' in issue ? issue.message : text(issue);
  }

  function check(fields: readonly F[]): boolean {
    setShown((current) => new Set([...current, ...fields]));
    const first = spec.fields.find((field) => fields.includes(field) && issueOf(field) !== null);
    if (first === undefined) return true;
    focus(first);
    return false;
  }

  function submit(send: () => Promise<unknown>, options: SubmitOptions<F> = {}): void {
    if (running.current || !check(options.fields ?? spec.fields)) return;
    running.current = true;
    setSubmitting(true);
    send()
      .catch(showServerError)
      .finally(() => {
        running.current = false;
        setSubmitting(false);
      });
  }

  function showServerError(failure: unknown): void {
    if (!(failure instanceof ApiError) || failure.kind !== 'envelope') return;
    const reason = failure.details.reason as MessageCode | undefined;
    const field = reason === undefined ? undefined : (spec.server?.[reason] ?? reasonField(reason));
    const shownHere = spec.fields.find((name) => name === field);
    setServer(
      shownHere === undefined || failure.message === ''
        ? null
        : { field: shownHere, message: failure.message },
    );
  }

  return {
    id,
    error,
    field: (field) => ({
      id: id(field),
      error: error(field),
      edited: () => {
        setServer((current) => (current?.field === field ? null : current));
        if (showOnEdit)
          setShown((current) => (current.has(field) ? current : new Set([...current, field])));
      },
    }),
    submitting,
    check,
    focus,
    onSubmit: (send, options) => (event) => {
      event.preventDefault();
      submit(send, options);
    },
    submit,
    showServerError,
    reset: () => {
      setShown(new Set());
      setServer(null);
    },
  };
}
