class { 'demo::typed': v => 20 }
