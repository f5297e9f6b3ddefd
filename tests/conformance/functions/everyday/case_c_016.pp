notice(upcase('ǆ'))
