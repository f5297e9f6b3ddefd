mongodb_user { 'u': password_hash => 'abc' }
