import { data } from 'react-router';

/** A post or author that does not exist, or that this user may not see: the 404 page. */
export const notFoundResponse = () => data(null, { status: 404 });
