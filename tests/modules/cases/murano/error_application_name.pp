murano_application { 'Io.Murano': package_path => '/tmp/a.zip' }
