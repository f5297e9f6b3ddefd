class { 'nosuch::thing': param => 1 }
