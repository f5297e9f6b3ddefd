notice('upcase'.call('abc'))
