notice(sprintf('%d%%', 50), sprintf('100%%'), sprintf('%%s'), sprintf('a%%%sb', 'x'))
notice(sprintf("a%\nb"))
