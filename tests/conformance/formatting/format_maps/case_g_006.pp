notice(String([[]], '%#a'))
