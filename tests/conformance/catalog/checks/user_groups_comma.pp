user { 'u': groups => 'a,b' }
