/**
 * Django-style CSRF protection of every unsafe call (spec 000 §7, §9): the server sets the
 * readable cookie, the client echoes it in the header.
 */
export const CSRF_COOKIE = 'csrftoken';
/** The request header carrying the token, as the spec writes it (HTTP headers ignore case). */
export const CSRF_HEADER = 'X-CSRFToken';
/** The form field carrying the token on plain browser form posts (provider redirect). */
export const CSRF_FORM_FIELD = 'csrfmiddlewaretoken';
