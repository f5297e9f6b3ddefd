mongodb_database { 'db': tries => 'x' }
