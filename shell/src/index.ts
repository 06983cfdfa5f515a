// Federation needs an async boundary before any shared module is used (ARCHITECTURE notes).
void import('./bootstrap');
