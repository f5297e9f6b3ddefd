define d { notify { "n-${title}": } notify { "m-${title}": loglevel => 'err' } }
d { 'x': noop => true, loglevel => 'info', tag => 'tg', schedule => 'daily' }
schedule { 'daily': period => daily }
