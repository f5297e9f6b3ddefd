strftime(1, '%H')
