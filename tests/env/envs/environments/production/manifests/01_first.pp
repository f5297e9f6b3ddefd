notice('production 01')
