tidy { '/var/tmp/cache': age => '10' }
