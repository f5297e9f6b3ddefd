cinder_config { 'debug': value => true }
