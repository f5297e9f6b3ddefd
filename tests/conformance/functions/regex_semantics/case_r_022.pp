notice(match('abab', /(ab)\1/))
