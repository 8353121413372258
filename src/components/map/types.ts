// Map data, kept free of Leaflet so importing it never pulls the map chunk into a screen's bundle.

/** One place on the map. Build `href` with @/config/paths (an in-app path such as /offers/12). */
export interface MapPoint {
  id: number | string;
  lat: number;
  lng: number;
  title: string;
  subtitle?: string;
  href?: string;
}

export interface MapCenter {
  lat: number;
  lng: number;
}
