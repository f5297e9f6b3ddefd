tidy { '/var/tmp/cache': recurse => '0', matches => '*.tmp' }
