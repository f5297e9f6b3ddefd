swift_proxy_config { 'DEFAULT/bind_ip': value => "10.0.0.1\t10.0.0.2" }
