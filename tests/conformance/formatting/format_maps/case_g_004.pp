notice(String({a => {}}, '%#h'))
