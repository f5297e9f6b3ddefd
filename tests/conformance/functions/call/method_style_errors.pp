notice('upcase'.call('a', 'b'))
