exec { 'x': command => '/bin/true', timeout => 'soon' }
