import { Outlet, useRouteLoaderData } from 'react-router';
import { OfficeTopBar } from '../../features/back-office/office-header.tsx';
import type { loader as rootLoader } from '../../root.tsx';

/** Every back-office page: its own header and main, no shop header, search or footer (issue 19 item 10). */
export default function OfficeLayout() {
  const root = useRouteLoaderData<typeof rootLoader>('root');
  return (
    <>
      <OfficeTopBar name={root?.user?.fullName ?? null} />
      <main id="main" className="flex-1 bg-canvas">
        <Outlet />
      </main>
    </>
  );
}
