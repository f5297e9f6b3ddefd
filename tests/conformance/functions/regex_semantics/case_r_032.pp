notice(match('abc', /(?>a)b/))
