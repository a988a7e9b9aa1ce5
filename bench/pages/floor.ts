/**
 * The dependency floor of the classic script: Lit, zod/mini and qrcode's core encoder bundled
 * alone, as a classic script like ours (bench/size.js). No work on our own code goes below it.
 */
import QRCode from 'qrcode/lib/core/qrcode.js';
import { defineFloorElement } from './floor-element.js';

defineFloorElement((text) => QRCode.create(text).modules.data);
