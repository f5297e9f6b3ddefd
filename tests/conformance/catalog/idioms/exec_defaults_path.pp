Exec { path => ['/usr/bin', '/bin'] }
exec { 'echo hi': }
exec { 'mkdir -p /tmp/x': creates => '/tmp/x' }
notice(Exec['echo hi']['path'])
