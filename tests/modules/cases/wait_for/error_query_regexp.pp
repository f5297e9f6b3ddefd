wait_for { 'a regexp': query => /ready/, regex => 'x' }
