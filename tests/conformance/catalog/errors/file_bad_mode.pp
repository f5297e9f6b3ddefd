file { '/tmp/x': mode => 'rwx' }
