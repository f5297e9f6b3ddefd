notice(Runtime['ruby'])
