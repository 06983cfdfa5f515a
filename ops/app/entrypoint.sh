#!/bin/sh
# Starts one federated app's service (issue 18): keeps the build it was given as one version
# among those before it, points `current` at it, then serves with nginx (ops/app/nginx.conf).
#
#   APP_DIR       the app's folder name (shell, mfe-auth, ...)
#   APP_VERSION   this build's version (the image tag: SHELL_VERSION, MFE_AUTH_VERSION, ...)
#   APP_DIST      the build to serve (default /dist, where the image keeps it)
#   APPS_ROOT     the shared volume (default /srv/apps); the API reads `current` there
#   NGINX_CONF    the nginx configuration (default /etc/lifeguard/nginx.conf)
#
# Versions are never overwritten: a version seen before is served as it was first given.
set -eu
: "${APP_DIR:?APP_DIR is not set}"
: "${APP_VERSION:?APP_VERSION is not set}"
case "$APP_VERSION" in
  *[!A-Za-z0-9._+-]* | .* | "") echo "APP_VERSION '$APP_VERSION' is not a version" >&2; exit 2 ;;
esac
dist="${APP_DIST:-/dist}"
root="${APPS_ROOT:-/srv/apps}/$APP_DIR"
mkdir -p "$root/versions" "$root/files"

if [ ! -d "$root/versions/$APP_VERSION" ]; then
  staging="$root/versions/.incoming-$APP_VERSION-$$"
  rm -rf "$staging"
  cp -R "$dist" "$staging"
  mv "$staging" "$root/versions/$APP_VERSION"
fi
# Every version's files, the earliest copy of a name kept: hashed names never clash.
cp -R -n "$root/versions/$APP_VERSION/." "$root/files/"
# Switched in one rename, so a reader sees the old version or the new one, never neither.
ln -s "versions/$APP_VERSION" "$root/.current-$$"
mv -T "$root/.current-$$" "$root/current"
echo "$APP_DIR $APP_VERSION is current"

exec nginx -c "${NGINX_CONF:-/etc/lifeguard/nginx.conf}" -g 'daemon off;'
