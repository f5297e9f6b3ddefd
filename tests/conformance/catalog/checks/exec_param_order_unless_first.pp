exec { 'a': command => '/bin/true', unless => '/usr/bin/test -f /x', onlyif => 'grep', timeout => 'x' }
