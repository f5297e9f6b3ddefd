tidy { '/var/tmp/cache': recurse => 'deep' }
