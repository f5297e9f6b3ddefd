notice('1e3' + 0)
notice('1.' + 0)
