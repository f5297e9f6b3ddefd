mongodb_user { 'u': database => 'db', password_hash => 'abc', roles => ['readWrite', 'dbAdmin'] }
mongodb_database { 'db': tries => '3' }
mongodb_replset { 'rs': members => ['a:1'] }
