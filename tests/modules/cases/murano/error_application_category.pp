murano_application { 'io.murano': package_path => ['/tmp/a.zip'], category => 5 }
