notify { 'a': alias => 'alpha' }
