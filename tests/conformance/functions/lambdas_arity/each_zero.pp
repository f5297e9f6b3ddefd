[1].each || { notice('zero') }
