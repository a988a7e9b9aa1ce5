import { mergeApplicationConfig } from '@angular/core';
import { provideServerRendering, RenderMode, withRoutes } from '@angular/ssr';
import { appConfig } from './app.config';

// Prerendered at build, as `ng new --ssr` sets every path, but for one rendered per request.
const serverRoutes = [
  { path: 'per-request', renderMode: RenderMode.Server },
  { path: '**', renderMode: RenderMode.Prerender },
] as const;

export const config = mergeApplicationConfig(appConfig, { providers: [provideServerRendering(withRoutes([...serverRoutes]))] });
