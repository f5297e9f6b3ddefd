tidy { '/var/tmp/cache': age => 5 }
