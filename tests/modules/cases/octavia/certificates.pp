include octavia
class { 'octavia::certificates':
  server_certs_key_passphrase => 'this-is-a-32-characters-long-key',
  ca_certificate              => '/etc/octavia/certs/ca.pem',
  ca_certificate_data         => "-----BEGIN CERTIFICATE-----\nMIIB\n-----END CERTIFICATE-----\n",
  ca_private_key              => '/etc/octavia/certs/ca.key',
  ca_private_key_data         => "-----BEGIN PRIVATE KEY-----\nMIIE\n-----END PRIVATE KEY-----\n",
  client_cert                 => '/etc/octavia/certs/client.pem',
  client_cert_data            => "-----BEGIN CERTIFICATE-----\nMIIC\n-----END CERTIFICATE-----\n",
}
