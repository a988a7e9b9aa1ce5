import type { ReactNode } from 'react';

// Every page under this folder is rendered per request, not at build.
export const dynamic = 'force-dynamic';

export default function PerRequest({ children }: { children: ReactNode }) {
  return children;
}
