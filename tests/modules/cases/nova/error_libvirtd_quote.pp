libvirtd_config { 'listen_tls': value => '0', quote => 'yes' }
