mongodb_database { 'bad-name': }
