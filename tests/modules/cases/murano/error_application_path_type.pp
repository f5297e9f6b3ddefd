murano_application { 'io.murano': package_path => 5 }
