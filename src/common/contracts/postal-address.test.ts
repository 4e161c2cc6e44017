import { afterEach, describe, expect, it } from 'vitest';
import * as v from 'valibot';
import { postalAddressSchema } from './influencer';
import { countryRules, setDeploymentCountry, type CountryCode } from '../countries';
import { provincesOf } from '../country-provinces';

/** Issue 30: the influencer's address follows the deployment's country (lines, regions, postcode). */
const errorsOf = (country: CountryCode, address: Record<string, string>) => {
  setDeploymentCountry(country);
  const parsed = v.safeParse(postalAddressSchema, address);
  return parsed.success ? [] : parsed.issues.map((issue) => `${v.getDotPath(issue)}:${issue.message}`);
};

describe('the postal address per country', () => {
  afterEach(() => setDeploymentCountry('TH'));

  it('Thailand: sub-district, a Thai province, 5 digits', () => {
    const address = { house: '12/3 Soi Ari 4', subDistrict: 'Samsen Nai', district: 'Phaya Thai', province: 'Bangkok', postcode: '10400' };
    expect(errorsOf('TH', address)).toEqual([]);
    expect(errorsOf('TH', { ...address, postcode: '104000' })).toEqual(['postcode:postcode_invalid']);
    expect(errorsOf('TH', { ...address, province: 'DKI Jakarta' })).toEqual(['province:province_invalid']);
    expect(errorsOf('TH', { ...address, subDistrict: '' })).toEqual(['subDistrict:sub_district_required']);
  });

  it('Indonesia: kelurahan, kecamatan, kabupaten/kota, provinsi, 5-digit kode pos', () => {
    const address = { house: 'Jl. Kemang Raya No. 12', subDistrict: 'Bangka', district: 'Mampang Prapatan', regency: 'Kota Jakarta Selatan', province: 'DKI Jakarta', postcode: '12730' };
    expect(errorsOf('ID', address)).toEqual([]);
    expect(errorsOf('ID', { ...address, regency: '' })).toEqual(['regency:regency_required']);
    expect(errorsOf('ID', { ...address, province: 'Bangkok' })).toEqual(['province:province_invalid']);
    expect(errorsOf('ID', { ...address, postcode: '1273' })).toEqual(['postcode:postcode_invalid']);
  });

  it('Colombia: municipio and departamento, no sub-district, a 6-digit código postal', () => {
    const address = { house: 'Carrera 43A # 1-50, El Poblado', district: 'Medellín', province: 'Antioquia', postcode: '050021' };
    expect(errorsOf('CO', address)).toEqual([]);
    expect(errorsOf('CO', { ...address, postcode: '05002' })).toEqual(['postcode:postcode_invalid']);
    expect(errorsOf('CO', { ...address, province: 'Jawa Barat' })).toEqual(['province:province_invalid']);
  });

  it('lists every first-level region once: 77 Thai provinces, 38 provinsi, 33 departamentos', () => {
    const counts = Object.fromEntries(Object.values(countryRules).map((rules) => [rules.code, new Set(provincesOf(rules.code).map((p) => p.name)).size]));
    expect(counts).toEqual({ TH: 77, ID: 38, CO: 33 });
    expect(provincesOf(countryRules.TH.code).every((p) => p.th)).toBe(true);
  });
});
