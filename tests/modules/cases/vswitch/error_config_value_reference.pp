vs_config { 'a': value => File['/tmp/x'] }
