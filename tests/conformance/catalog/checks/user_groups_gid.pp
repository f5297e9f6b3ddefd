user { 'u': groups => ['a', '100'] }
