class { 'octavia::certificates': server_certs_key_passphrase => 'short' }
