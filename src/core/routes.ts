/** Paths of the portal's screens, for links and `fsp-navigate` events. The same words as the route table. */
export const routes = {
  home: () => '/',
  documents: (folder?: number | null) => (folder ? `/documents/${folder}` : '/documents'),
  /** The personal pages live under /my-myloc (spec 2's route constants). */
  profile: () => '/my-myloc/profile',
  settings: () => '/settings',
} as const;
