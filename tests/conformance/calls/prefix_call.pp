notice('prefix')
