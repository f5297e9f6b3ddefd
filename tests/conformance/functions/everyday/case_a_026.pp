notice('hello'.index('l'))
