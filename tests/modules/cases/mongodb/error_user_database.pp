mongodb_user { 'u': database => 'db-x', password_hash => 'abc' }
