exec { 'x': command => '/bin/true', refresh => 'nope', path => '/bin' }
exec { 'y': command => '/bin/true', refresh => 'nope', onlyif => 'also', unless => 'z' }
notice('ok')
