// A stand-in for @/components/map in component tests: Leaflet needs layout that jsdom lacks, so
// tests assert what a screen hands the map. Use it as
//   jest.mock('@/components/map', () => jest.requireActual('<path>/tests/utils/mapMock').mapModuleMock());
// and read the props with lastMapProps() / mapProps.
import type { LazyMapProps } from '@/components/map';

export const mapProps: LazyMapProps[] = [];

export const lastMapProps = (): LazyMapProps => mapProps[mapProps.length - 1];

export function mapModuleMock() {
  const { isMappable } = jest.requireActual('@/lib/coordinates');
  return {
    isMappable,
    LazyMap: (props: LazyMapProps) => {
      mapProps.push(props);
      return <div data-testid="map" data-points={props.points.length} />;
    },
  };
}
