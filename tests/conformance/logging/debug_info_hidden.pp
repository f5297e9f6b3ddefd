debug('d')
info('i')
notice('shown')
