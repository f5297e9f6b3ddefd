tidy { '/var/tmp/cache': size => '1q' }
