define d() { notice($tag) notice($noop) notice($loglevel) }
d { 'a': tag => ['t1'], noop => true, loglevel => 'info' }
