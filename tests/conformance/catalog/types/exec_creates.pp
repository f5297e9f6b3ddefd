exec { 'tar': command => 'tar xf a.tgz', cwd => '/opt', creates => '/opt/a', path => ['/bin', '/usr/bin'] }
notice(Exec['tar']['path'])
