# an intersection inside a group captures one character
if 'xbz' =~ /x([a-z&&[^aeiou]])z/ { notice($1, $0) }
notice('bcad'.regsubst(/[a-z&&[^aeiou]]/, 'X', 'G'))
