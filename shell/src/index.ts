// Federation needs an async boundary before any shared module is used (ARCHITECTURE notes). The
// chunk's name lets a server-rendered page preload it (api/src/gateway/remote-startup.ts).
void import(/* webpackChunkName: "bootstrap" */ './bootstrap');
