user { 'u': groups => ['a', ''] }
