notice(String(default, '%d'))
notice(String(default, '%p'))
notice(String(default, '%#p'))
notice(String(default, '%D'))
