import { describeCountryDeployment } from './country-deployment';

// Issue 30: the Indonesian deployment (NPWP with its Luhn check digit, +62, PPN 12 %).
describeCountryDeployment({
  country: 'ID',
  currency: 'IDR',
  vatBp: 1_200,
  phone: '+6281234567890',
  taxId: '01.234.567.4-012.000',
  badTaxId: '01.234.567.5-012.000',
  address: { line: 'Jl. Jend. Sudirman Kav. 52', district: 'Kebayoran Baru', province: 'DKI Jakarta', postcode: '12190' },
  // Rp 500.000; 400 THB × 450 per THB as the Instagram base: 180.000 × 10^0.8 ≈ Rp 1.136.000 ± 20 %.
  topUpMinimum: 500_000_00,
  // 100 THB's worth, rounded up to a figure people type.
  campaignMinimum: { minor: 50_000_00, text: 'Rp 50.000' },
  photoEstimate: { amount: 1_136_000, low: 909_000, high: 1_363_000 },
});
