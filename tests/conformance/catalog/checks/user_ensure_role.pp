user { 'deploy': ensure => role, uid => 5001 }
