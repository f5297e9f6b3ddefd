exec { 'echo hi': path => ['/bin', '/usr/bin'] }
exec { 'true': path => '/bin:/usr/bin' }
