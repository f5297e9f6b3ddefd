notify { 'a': audit => 'bogus', loglevel => 'bad' }
