group { 'g': members => ['a,b'], ensure => bogus2 }
