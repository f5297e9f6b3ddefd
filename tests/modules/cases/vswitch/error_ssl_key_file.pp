vs_ssl { 'system': key_file => true, cert_file => '/c' }
