if "ab" =~ /(a)(b)/ { notice(getvar('1'), getvar('2'), getvar('0')) }
