/* Users as other features may use them: the user the API shows, and a free username. */
export { availableUsername } from './available-username';
export { findPublicUser, publicUserColumns, toPublicUser } from './public-user';
