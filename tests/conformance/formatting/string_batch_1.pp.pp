notice(String(1234567, '%,d'))
