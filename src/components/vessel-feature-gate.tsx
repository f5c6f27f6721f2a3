// The page of a module that a vessel's feature switches on (PERF-115, EMIS-033, ADMIN-060; ADR 0059):
// where the vessel is known to lack the feature, the page's title and the feature-not-available
// notice instead of the page, so none of its calls are made. Where a call of the page is refused
// with FEATURE_NOT_AVAILABLE (the switch turned off while the page is open), the same notice: the
// query client throws those refusals to this boundary (lib/query-client.ts), and `onRefused` lets
// the caller read the vessel's features again.
import { QueryErrorResetBoundary } from '@tanstack/react-query';
import { Component, type ErrorInfo, type ReactNode } from 'react';
import { isFeatureNotAvailable } from '../lib/api-client.ts';
import { PageTitle } from './document-title.tsx';
import { FeatureNotAvailable } from './feature-not-available.tsx';

export type VesselFeatureGateProps = {
  featureName: string;
  vesselName: string;
  /** The vessel's feature names; undefined while unknown (no connection, no copy on the device). */
  features: readonly string[] | undefined;
  /** The page's title, shown with the notice (the page itself is not rendered then). */
  title: string;
  onRefused?: () => void;
  children: ReactNode;
};

export function VesselFeatureGate({
  featureName,
  vesselName,
  features,
  title,
  onRefused,
  children,
}: VesselFeatureGateProps) {
  const notice = (
    <>
      <PageTitle title={title} vesselName={vesselName} heading={vesselName} />
      <FeatureNotAvailable featureName={featureName} vesselName={vesselName} />
    </>
  );
  if (features && !features.includes(featureName)) return notice;
  return (
    <QueryErrorResetBoundary>
      {({ reset }) => (
        // A new feature list (switched on again) starts the page afresh.
        <RefusalBoundary
          key={features?.join(',') ?? ''}
          notice={notice}
          onMount={reset}
          onRefused={() => onRefused?.()}
        >
          {children}
        </RefusalBoundary>
      )}
    </QueryErrorResetBoundary>
  );
}

type BoundaryProps = {
  notice: ReactNode;
  /** Before the page renders: queries a refusal left in error fetch again instead of throwing. */
  onMount: () => void;
  onRefused: () => void;
  children: ReactNode;
};

class RefusalBoundary extends Component<BoundaryProps, { error: unknown }> {
  override state: { error: unknown } = { error: null };

  constructor(props: BoundaryProps) {
    super(props);
    props.onMount();
  }

  static getDerivedStateFromError(error: unknown) {
    return { error };
  }

  override componentDidCatch(error: unknown, _info: ErrorInfo) {
    if (isFeatureNotAvailable(error)) this.props.onRefused();
  }

  override render() {
    const { error } = this.state;
    if (error === null) return this.props.children;
    // Any other error goes on to the route's error boundary.
    if (!isFeatureNotAvailable(error)) throw error;
    return this.props.notice;
  }
}
