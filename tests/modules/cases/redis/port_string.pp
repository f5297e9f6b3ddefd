class { 'redis': port => 'sixthousand', manage_repo => false }
