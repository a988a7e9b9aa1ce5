// qrcode's lib/core/regex.js as the payment file carries it (scripts/qrcode-substitutes.js): none
// of it. lib/core/mode.js imports it only for getBestModeForData, which only qrcode's own
// segments.js calls, and ./segments.js stands in for that.
export {};
