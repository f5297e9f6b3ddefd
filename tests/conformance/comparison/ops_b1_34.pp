notice(sensitive('a') == sensitive('a'))
