class { 'chrony': threshold => 'high' }
