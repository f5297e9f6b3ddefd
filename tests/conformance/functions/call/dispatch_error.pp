call('upcase', true)
