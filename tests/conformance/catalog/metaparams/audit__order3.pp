notify { 'a': audit => 'bogus', noop => 'bad' }
