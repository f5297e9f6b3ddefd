notice(abs('-3.25'))
