/**
 * The failure card of a query, the same in every area: "not logged in" when the query needed a
 * session that is not there (no call was made), otherwise the area's title, the catalogue's text
 * of the failure and a retry button.
 */
import { ApiFailure } from '../http/client.ts';
import { useTexts } from '../i18n/index.ts';
import { Button, StateMessage } from './components.tsx';

export type QueryFailureProps = {
  error: Error;
  onRetry: () => void;
  /** The area's title of a failed load ("The documents could not be fetched"). */
  title: string;
  /** What a user who is not logged in is told ("Log in to see the documents."). */
  notLoggedInText: string;
};

/** True when the failure is the end or the absence of a session (nothing to retry: log in). */
export function isNotLoggedIn(error: unknown): boolean {
  return error instanceof ApiFailure && error.reaction.kind === 'silent-clear';
}

export function QueryFailure({ error, onRetry, title, notLoggedInText }: QueryFailureProps) {
  const { t } = useTexts();
  if (isNotLoggedIn(error)) return <StateMessage kind="error" title={t('notLoggedIn')} text={notLoggedInText} />;
  const text = error instanceof ApiFailure && error.reaction.kind !== 'silent-clear' ? error.reaction.text : undefined;
  return (
    <StateMessage
      kind="error"
      title={title}
      {...(text ? { text } : {})}
      action={
        <Button variant="secondary" onClick={onRetry}>
          {t('retry')}
        </Button>
      }
    />
  );
}
