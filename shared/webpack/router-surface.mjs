// What the apps import from 'react-router-dom', and nothing else. Every app shares this file
// as the 'react-router-dom' singleton (shared-deps.js), so the page loads one router
// holding only these exports instead of the package's whole barrel (data routers, server
// rendering, cookies: ~60 KB gzip the apps never call). A name missing here fails the
// build (exportsPresence: 'error'); add it when an app needs it.
export {
  BrowserRouter,
  Link,
  MemoryRouter,
  Navigate,
  NavLink,
  Outlet,
  Route,
  Routes,
  matchPath,
  matchRoutes,
  useLocation,
  useNavigate,
  useParams,
  useSearchParams,
} from 'react-router';
