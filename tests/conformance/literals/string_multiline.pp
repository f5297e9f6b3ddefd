notice('I take a bit
more room')
