class { 'barbican::plugins::kmip':
  kmip_plugin_host     => 'kmip.example.com',
  kmip_plugin_port     => 5696,
  kmip_plugin_certfile => '/etc/barbican/kmip.crt',
  kmip_plugin_keyfile  => '/etc/barbican/kmip.key',
  kmip_plugin_ca_certs => '/etc/barbican/ca.crt',
}
class { 'barbican::plugins::p11_crypto':
  p11_crypto_plugin_library_path => '/usr/lib/libCryptoki2_64.so',
  p11_crypto_plugin_login        => 'login',
  p11_crypto_plugin_mkek_label   => 'mkek',
  p11_crypto_plugin_mkek_length  => 32,
  p11_crypto_plugin_hmac_label   => 'hmac',
}
class { 'barbican::plugins::dogtag':
  dogtag_plugin_nss_password => 'nss_pass',
}
