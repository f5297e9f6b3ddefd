debug('d')
