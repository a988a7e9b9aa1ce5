/**
 * The dependency floor issue #7 defines: Lit, zod/mini and qrcode's matrix bundled alone, as a
 * classic script like ours (bench/size.js). The bundles no longer ship qrcode (our byte-mode
 * encoder in src/qr/ replaced it), so floor-shipped.ts is the floor of what they do ship.
 */
import QRCode from 'qrcode/lib/core/qrcode.js';
import { defineFloorElement } from './floor-element.js';

defineFloorElement((text) => QRCode.create(text).modules.data);
