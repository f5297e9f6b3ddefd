notice(String({a => []}, '%#h'))
