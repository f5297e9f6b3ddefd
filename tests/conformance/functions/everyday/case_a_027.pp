notice('hello'.index('z'))
