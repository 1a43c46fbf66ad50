import { lazy, type ComponentType, type LazyExoticComponent } from 'react';
import { Route, Routes } from 'react-router';
import { isAdminRoute, routeList, type RouteName } from '../config/paths';
import { Shell } from './shell';

/** Route-level code splitting: each page is its own chunk. */
const LoginPage = lazy(() => import('../routes/login'));
const ForgotPasswordPage = lazy(() => import('../routes/forgot-password'));
const ResetPasswordPage = lazy(() => import('../routes/reset-password'));
const CreateAbroadUserPage = lazy(() => import('../routes/create-abroad-user'));
const CreateUserPage = lazy(() => import('../routes/create-user'));
const EmailVerificationPage = lazy(() => import('../routes/email-verification'));
const PhoneVerificationPage = lazy(() => import('../routes/phone-verification'));
const MyUserPage = lazy(() => import('../routes/my-user'));
const NotFoundPage = lazy(() => import('../routes/not-found'));
const AdminPage = lazy(() => import('../routes/admin'));
const NotAvailablePage = lazy(() => import('../routes/not-available'));
const SearchDomainPage = lazy(() => import('../routes/search-domain'));
const PurchaseSuccessPage = lazy(() => import('../routes/purchase-success'));
const PurchaseFailurePage = lazy(() => import('../routes/purchase-failure'));
const DomainsPage = lazy(() => import('../routes/domains'));
const DomainPage = lazy(() => import('../routes/domain'));
const ReceiptsPage = lazy(() => import('../routes/receipts'));
const TransferDomainPage = lazy(() => import('../routes/transfer-domain'));

const pages: Partial<Record<RouteName, LazyExoticComponent<ComponentType>>> = {
  'auth-login': LoginPage,
  'auth-forgot-password': ForgotPasswordPage,
  'auth-reset-password': ResetPasswordPage,
  'auth-create-abroad-user': CreateAbroadUserPage,
  'auth-create-user': CreateUserPage,
  'email-verification': EmailVerificationPage,
  'phone-verification': PhoneVerificationPage,
  'my-user': MyUserPage,
  'search-domain': SearchDomainPage,
  'teams-search-domain': SearchDomainPage,
  'purchase-domain': PurchaseSuccessPage,
  'teams-purchase-domain': PurchaseSuccessPage,
  'purchase-domain-failure': PurchaseFailurePage,
  'teams-purchase-domain-failure': PurchaseFailurePage,
  domains: DomainsPage,
  'domains-single': DomainPage,
  receipts: ReceiptsPage,
  // `teams-transfer-domain` stays "not available" until teams exist.
  'transfer-domain': TransferDomainPage,
  '404': NotFoundPage,
};

function pageFor(name: RouteName): LazyExoticComponent<ComponentType> {
  return pages[name] ?? (isAdminRoute(name) ? AdminPage : NotAvailablePage);
}

/** The full route table of spec §2, from `config/paths.ts`, inside the guarding shell. */
export function AppRoutes() {
  return (
    <Shell>
      <Routes>
        {routeList.map((route) => {
          const Page = pageFor(route.name);
          return <Route key={route.name} path={route.path} element={<Page />} />;
        })}
      </Routes>
    </Shell>
  );
}
