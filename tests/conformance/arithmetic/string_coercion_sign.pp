notice('-5' + 1)
notice('+5' + 1)
