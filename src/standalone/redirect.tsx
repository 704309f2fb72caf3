/** A route that only sends the browser on to another path, replacing its own history entry (/messages to /messages/inbox). */
import { useEffect } from 'react';
import { navigate } from './router.ts';

export function Redirect({ to }: { to: string }) {
  useEffect(() => navigate(to, { replace: true }), [to]);
  return null;
}
