1 + 1
notice('after')
