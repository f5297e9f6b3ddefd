$s = 'abc'
notice($s['x'])
