murano_application { 'io.murano': package_path => '/tmp/a.zip', exists_action => 'x' }
