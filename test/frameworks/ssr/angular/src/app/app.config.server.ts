import { mergeApplicationConfig } from '@angular/core';
import { provideServerRendering, RenderMode, withRoutes } from '@angular/ssr';
import { appConfig } from './app.config';

// `checkout` rendered at build, every other path per request (the matrix opens both).
const serverRoutes = [
  { path: 'checkout', renderMode: RenderMode.Prerender },
  { path: '**', renderMode: RenderMode.Server },
] as const;

export const config = mergeApplicationConfig(appConfig, { providers: [provideServerRendering(withRoutes([...serverRoutes]))] });
