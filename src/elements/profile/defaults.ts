/** What a setting that was never saved means (the catalogue's default view is grid, spec 2). */
export const USER_SETTINGS_DEFAULTS = { 'catalogue-view': 'grid' } as const;
