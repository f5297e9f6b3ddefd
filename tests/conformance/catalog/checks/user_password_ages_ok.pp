user { 'u': password_min_age => '-1', password_max_age => 90, password_warn_days => '7' }
