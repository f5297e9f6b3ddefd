user { 'x': uid => 'abc' }
