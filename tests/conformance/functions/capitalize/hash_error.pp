capitalize({a => 'b'})
