import { toClientUser } from '@lifeguard/shared/session/user';

/** A signed-in superuser, as the superuser pages' tests render them (issue 13, issue 18). */
export const superuser = toClientUser({
  id: 1,
  email: 'root@example.com',
  first_name: 'Root',
  last_name: '',
  is_superuser: true,
});

/** A signed-in user who is not a superuser: the superuser pages refuse them. */
export const plainUser = toClientUser({
  id: 2,
  email: 'ann@example.com',
  first_name: 'Ann',
  last_name: 'Lee',
});
