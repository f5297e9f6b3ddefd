exec { 'a': command => '/bin/true', onlyif => ['/bin/test -f /x', 'grep x /y'] }
