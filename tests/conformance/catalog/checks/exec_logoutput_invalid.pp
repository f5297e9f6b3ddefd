exec { 'a': command => '/bin/true', logoutput => 'sometimes' }
