notice(upcase('ŉ'))
notice(upcase('ﬁ'))
notice(upcase('ß').length)
