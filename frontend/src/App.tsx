import { Navigate, Route, Routes } from 'react-router-dom';
import type { Role } from './api';
import { useAuth } from './auth/AuthContext';
import { RequireRole } from './auth/RequireRole';
import { Layout } from './components/Layout';
import { homeOf } from './navigation';
import { LoginPage } from './pages/LoginPage';
import { NotFoundPage } from './pages/NotFoundPage';
import { SitesPage } from './pages/SitesPage';
import { WalletPage } from './pages/user/WalletPage';
import { NewJobPage } from './pages/user/NewJobPage';
import { JobDetailPage } from './pages/user/JobDetailPage';
import { QueuePage } from './pages/owner/QueuePage';
import { JobsAuditPage } from './pages/admin/JobsAuditPage';
import { FederationQueuePage } from './pages/admin/FederationQueuePage';
import { ClustersPage } from './pages/owner/ClustersPage';
import { PricePage } from './pages/owner/PricePage';
import { AgentPage } from './pages/owner/AgentPage';
import { RevenuePage } from './pages/owner/RevenuePage';
import { LedgerPage } from './pages/admin/LedgerPage';
import { StatementsPage } from './pages/admin/StatementsPage';
import { TransfersPage } from './pages/admin/TransfersPage';
import { UsersPage } from './pages/admin/UsersPage';
import { GrantsPage } from './pages/admin/GrantsPage';
import { ContractsPage } from './pages/admin/ContractsPage';
import { ContractsListPage } from './pages/ContractsListPage';
import { ResearchPage } from './pages/research/ResearchPage';
import { RunPage } from './pages/research/RunPage';
import { ComparePage } from './pages/research/ComparePage';

const EVERYONE: Role[] = ['user', 'owner', 'admin'];

export function App() {
  return (
    <Routes>
      <Route path="/login" element={<LoginPage />} />
      <Route element={<RequireRole roles={EVERYONE}><Layout /></RequireRole>}>
        <Route index element={<Home />} />
        <Route path="sites" element={<SitesPage />} />
        <Route path="contracts" element={<ContractsListPage />} />
        {/* Research runs (issue 35 A): everyone reads them; starting, cancelling and uploading are the admin's. */}
        <Route path="research" element={<ResearchPage />} />
        <Route path="research/runs/:runId" element={<RunPage />} />
        <Route path="research/compare" element={<ComparePage />} />
        {/* Owners open their local jobs from a cluster's queue; the service decides who sees which job. */}
        <Route path="jobs/:jobId" element={<JobDetailPage />} />
        <Route element={<RequireRole roles={['user']} />}>
          <Route path="wallet" element={<WalletPage />} />
          <Route path="jobs/new" element={<NewJobPage />} />
        </Route>
        <Route path="owner" element={<RequireRole roles={['owner']} />}>
          <Route path="clusters" element={<ClustersPage />} />
          <Route path="clusters/:siteId" element={<PricePage />} />
          <Route path="clusters/:siteId/queue" element={<QueuePage />} />
          <Route path="clusters/:siteId/agent" element={<AgentPage />} />
          <Route path="revenue" element={<RevenuePage />} />
        </Route>
        <Route path="admin" element={<RequireRole roles={['admin']} />}>
          <Route path="ledger" element={<LedgerPage />} />
          <Route path="statements" element={<StatementsPage />} />
          <Route path="transfers" element={<TransfersPage />} />
          <Route path="jobs" element={<JobsAuditPage />} />
          <Route path="federation-queue" element={<FederationQueuePage />} />
          <Route path="contracts" element={<ContractsPage />} />
          <Route path="users" element={<UsersPage />} />
          <Route path="grants" element={<GrantsPage />} />
        </Route>
        <Route path="*" element={<NotFoundPage />} />
      </Route>
    </Routes>
  );
}

function Home() {
  const { session } = useAuth();
  return <Navigate to={session ? homeOf(session.role) : '/login'} replace />;
}
