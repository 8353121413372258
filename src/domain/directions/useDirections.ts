import { useCallback, useEffect, useRef, useState } from 'react';
import { fetchRoute, getVisitorPosition, type LatLng, type PositionFailure, type Route } from './directions';

export interface Destination extends LatLng {
  /** The place's name, for the status line and the button's label. */
  name: string;
}

export type DirectionsState =
  | { status: 'idle' }
  | { status: 'locating' | 'routing'; to: Destination }
  | { status: 'done'; to: Destination; route: Route }
  | { status: 'failed'; to: Destination; reason: PositionFailure | 'service' };

/**
 * One page's directions: `request(place)` asks for the visitor's position (only then, never on
 * load), routes from it through the configured service, and ends 'done' with a route to draw or
 * 'failed' with why (the status then offers Open in maps). A newer request cancels an older one.
 */
export function useDirections() {
  const [state, setState] = useState<DirectionsState>({ status: 'idle' });
  const current = useRef<AbortController | null>(null);
  useEffect(() => () => current.current?.abort(), []);

  const request = useCallback(async (to: Destination) => {
    current.current?.abort();
    const controller = new AbortController();
    current.current = controller;
    setState({ status: 'locating', to });
    let from: LatLng;
    try {
      from = await getVisitorPosition();
    } catch (error) {
      if (!controller.signal.aborted) setState({ status: 'failed', to, reason: (error as { reason?: PositionFailure }).reason ?? 'unavailable' });
      return;
    }
    if (controller.signal.aborted) return;
    setState({ status: 'routing', to });
    try {
      const route = await fetchRoute(from, to, controller.signal);
      if (!controller.signal.aborted) setState({ status: 'done', to, route });
    } catch {
      if (!controller.signal.aborted) setState({ status: 'failed', to, reason: 'service' });
    }
  }, []);

  const clear = useCallback(() => {
    current.current?.abort();
    setState({ status: 'idle' });
  }, []);

  return { state, request, clear };
}
