$a = [1, 'x']
notice(String($a, '%[a'), String($a, '%{a'), String($a, '%(a'), String($a, '%<a'), String($a, '%|a'), String($a, '% a'))
