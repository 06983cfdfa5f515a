/**
 * The one entry point to React Router for the shell and every remote. It makes react-router-dom
 * a singleton (this module is part of the shared @lifeguard/shared singleton) while letting the
 * bundler tree-shake the router down to what we use: shared packages are never tree-shaken, so
 * sharing react-router-dom itself would ship all of it (~62 KB gzip instead of ~30 KB; README
 * "Budgets"). Lint forbids importing react-router-dom anywhere else in app code.
 */
export {
  Link,
  NavLink,
  Navigate,
  Outlet,
  RouterProvider,
  createBrowserRouter,
  generatePath,
  matchRoutes,
  redirect,
  useLocation,
  useNavigate,
  useNavigation,
  useParams,
  useRouteError,
  useSearchParams,
} from 'react-router-dom';
export type { LinkProps, LoaderFunctionArgs, NavLinkProps, RouteObject } from 'react-router-dom';
