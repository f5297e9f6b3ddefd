class { 'octavia::certificates': ca_certificate_data => 'x', server_certs_key_passphrase => 'this-is-a-32-characters-long-key' }
