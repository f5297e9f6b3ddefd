exec { 'a': command => '/bin/true', cwd => 'relative' }
