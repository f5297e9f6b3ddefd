function notice($x) { 'mine' }
notice('a')
