tidy { '/var/tmp/cache': age => '3w', size => '10m', matches => ['*.log'] }
