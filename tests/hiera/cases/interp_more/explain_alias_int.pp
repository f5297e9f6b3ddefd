notice('compiled')
