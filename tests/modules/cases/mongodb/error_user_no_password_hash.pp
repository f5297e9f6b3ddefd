mongodb_user { 'u': database => 'db' }
