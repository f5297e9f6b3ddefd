murano_application { 'io.murano': package_path => '/tmp/a.zip', public => 'yes' }
