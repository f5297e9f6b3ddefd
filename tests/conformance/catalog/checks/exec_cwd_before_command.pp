exec { 'a': command => 'true', cwd => 'rel' }
