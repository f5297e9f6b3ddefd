Exec { path => ['/bin', '/usr/bin'], logoutput => on_failure }
exec { 'apt-get update': }
exec { 'echo hi': command => 'echo hello', unless => 'test -f /tmp/x' }
