notice('-0x10' + 0)
notice('+5' + 0)
