/** Lit and zod/mini alone: the others' code the classic script ships, with no QR encoder. */
import { defineFloorElement } from './floor-element.js';

defineFloorElement((text) => new TextEncoder().encode(text));
