mongodb_user { 'u': database => 'db', password_hash => 'abc', roles => ['ok', 'bad role'] }
