import type { ApplicationConfig } from '@angular/core';
import { provideClientHydration, withEventReplay } from '@angular/platform-browser';
import { provideRouter } from '@angular/router';
import { routes } from './app.routes';
import { CheckoutComponent } from './checkout.component';

// The README's routes, and the same page again at a path the server renders per request.
export const appConfig: ApplicationConfig = {
  providers: [provideRouter([...routes, { path: 'per-request', component: CheckoutComponent }]), provideClientHydration(withEventReplay())],
};
