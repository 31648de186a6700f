/* The cache keys of saved guides, per signed-in user, and of the save and remove taps; `* as favoriteKeys`. */
export const ofUser = (userId: number) => ['favorites', userId] as const;
export const ids = (userId: number) => [...ofUser(userId), 'ids'] as const;
export const list = (userId: number) => [...ofUser(userId), 'list'] as const;
export const toggle = () => ['favorites', 'toggle'] as const;
