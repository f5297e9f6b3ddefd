include openssl
openssl::certificate::x509 { 'foo.example.com':
  ensure       => present,
  country      => 'CH',
  organization => 'Example.com',
  commonname   => $facts['networking']['fqdn'],
  state        => 'Here',
  locality     => 'Myplace',
  unit         => 'MyUnit',
  email        => 'contact@foo.com',
  days         => 3456,
  base_dir     => '/var/www/ssl',
  owner        => 'www-data',
  password     => 'j(D$',
  altnames     => ['www.example.com', 'api.example.com'],
}
openssl::export::pkcs12 { 'foo':
  ensure   => present,
  basedir  => '/path/to/dir',
  pkey     => '/here/is/my/private.key',
  cert     => '/there/is/the/cert.crt',
  in_pass  => 'my_pkey_password',
  out_pass => 'my_pkcs12_password',
}
