notice(String([1, 'x'], '%s'), String([1, 'x'], '%p'), String([1, 'x'], '%a'))
