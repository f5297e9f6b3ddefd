stage { 'first': before => Stage['main'] }
notify { 'x': stage => 'first' }
