notice(regsubst('hello', /(?<c>l)/, '[\k<c>]', 'G'))
