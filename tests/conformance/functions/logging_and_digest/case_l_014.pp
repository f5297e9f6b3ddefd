info('i')
