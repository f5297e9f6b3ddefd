notice(String(/ab+c/, '%s'))
notice(String(/ab+c/, '%p'))
notice(String(/ab+c/, '%#p'))
notice(String(/a\/b/, '%p'))
