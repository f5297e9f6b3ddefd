exec { 'a': command => '/bin/true', cwd => ['/a'] }
