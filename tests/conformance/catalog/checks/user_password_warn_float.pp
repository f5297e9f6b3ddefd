user { 'u': password_warn_days => 1.5 }
