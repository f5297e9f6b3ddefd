notice('x' =~ Pattern['a\\'])
