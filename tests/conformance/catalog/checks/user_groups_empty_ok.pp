user { 'u': groups => [] }
