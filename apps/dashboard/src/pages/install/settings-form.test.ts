import { ApiError } from '@parley/api-client';
import { describe, expect, it } from 'vitest';
import { hasPoorContrast, parseDomainInput, serverSettingsErrors, validateSettings, type SettingsForm } from './settings-form';

const form: SettingsForm = {
  primary_color: '#4f46e5',
  text_color: '#ffffff',
  position: 'bottom-right',
  launcher_text: 'Ask us',
  greeting: 'Hi!',
  mode: 'both',
  allowed_domains: ['shop.example.com'],
  show_sources: true,
};

describe('widget settings validation', () => {
  it('accepts good settings', () => {
    expect(validateSettings(form)).toEqual({});
  });

  it('names each bad field with its own message', () => {
    const errors = validateSettings({ ...form, primary_color: '#12345', text_color: 'white', launcher_text: 'x'.repeat(41), greeting: '   ' });
    expect(errors).toEqual({
      primary_color: { key: 'install.settings.errors.colour' },
      text_color: { key: 'install.settings.errors.colour' },
      launcher_text: { key: 'install.settings.errors.launcherText', values: { max: 40 } },
      greeting: { key: 'install.settings.errors.greetingRequired' },
    });
    expect(validateSettings({ ...form, greeting: 'x'.repeat(501) }).greeting).toEqual({ key: 'install.settings.errors.greetingLong', values: { max: 500 } });
  });

  it('checks the allowed domains: bare host names, at most 20', () => {
    expect(validateSettings({ ...form, allowed_domains: ['https://shop.example.com'] }).allowed_domains).toEqual({
      key: 'install.settings.errors.domainBare',
      values: { domain: 'https://shop.example.com' },
    });
    expect(validateSettings({ ...form, allowed_domains: ['shop'] }).allowed_domains).toEqual({
      key: 'install.settings.errors.domain',
      values: { domain: 'shop' },
    });
    expect(validateSettings({ ...form, allowed_domains: Array.from({ length: 21 }, (_, i) => `s${i}.example.com`) }).allowed_domains).toEqual({
      key: 'install.settings.errors.domainsMax',
      values: { max: 20 },
    });
  });

  it('turns what the owner pastes into a lower-case host name', () => {
    expect(parseDomainInput('  Shop.Example.COM ')).toEqual({ domain: 'shop.example.com' });
    expect(parseDomainInput('https://www.Shop.example.com/products?x=1')).toEqual({ domain: 'www.shop.example.com' });
    expect(parseDomainInput('shop.example.com/path')).toEqual({
      error: { key: 'install.settings.errors.domainBare', values: { domain: 'shop.example.com/path' } },
    });
    expect(parseDomainInput('not a domain')).toEqual({ error: { key: 'install.settings.errors.domain', values: { domain: 'not a domain' } } });
    expect(parseDomainInput('')).toEqual({ error: { key: 'install.settings.errors.domainEmpty' } });
  });

  it('warns when the text is hard to read on the main colour', () => {
    expect(hasPoorContrast({ primary_color: '#4f46e5', text_color: '#ffffff' })).toBeNull();
    expect(hasPoorContrast({ primary_color: '#fde047', text_color: '#ffffff' })).toEqual({ ratio: '1.3' });
    expect(hasPoorContrast({ primary_color: 'nope', text_color: '#ffffff' })).toBeNull();
  });

  it('puts the server’s field errors next to their fields', () => {
    const bad = { ...form, allowed_domains: ['ok.example.com', 'bad_domain.example.com'] };
    const error = new ApiError('widget_settings.allowed_domains.1: bad', 400, {
      error: 'widget_settings.allowed_domains.1: bad',
      fields: { 'widget_settings.allowed_domains.1': 'bad', 'widget_settings.mode': 'Choose chat, voice or both' },
    });
    expect(serverSettingsErrors(error, bad)).toEqual({
      allowed_domains: { key: 'install.settings.errors.domain', values: { domain: 'bad_domain.example.com' } },
      mode: { key: 'install.settings.errors.server', values: { message: 'Choose chat, voice or both' } },
    });
    expect(serverSettingsErrors(new ApiError('Internal server error', 500), form)).toEqual({
      form: { key: 'install.settings.errors.server', values: { message: 'Internal server error' } },
    });
  });
});
