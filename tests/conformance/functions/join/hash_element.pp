notice([{a => 1}, 'x'].join(';'))
