tidy { '/var/tmp/cache': recurse => 2, matches => '*.log', max_files => 'x' }
