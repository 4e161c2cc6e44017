import { describeCountryDeployment } from './country-deployment';

// Issue 30: the Colombian deployment (NIT with DIAN's check digit, +57, IVA 19 %).
describeCountryDeployment({
  country: 'CO',
  currency: 'COP',
  vatBp: 1_900,
  phone: '+573001234567',
  taxId: '900.123.456-8',
  badTaxId: '900.123.456-7',
  address: { line: 'Calle 93 # 11-26', district: 'Bogotá', province: 'Bogotá, D.C.', postcode: '11022' },
  // COP 120.000; 400 THB × 120 per THB as the Instagram base: 48.000 × 10^0.8 ≈ COP 303.000 ± 20 %.
  topUpMinimum: 120_000_00,
  campaignMinimum: { minor: 12_000_00, text: 'COP 12.000' },
  photoEstimate: { amount: 303_000, low: 242_000, high: 364_000 },
});
