vs_ssl { 'ovs-ssl': key_file => '/k', cert_file => '/c' }
