file { '/tmp/a': mode => 'rwxr-xr-x' }
