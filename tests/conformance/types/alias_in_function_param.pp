type Name = String[1]
function greet(Name $n) { "hi ${n}" }
notice(greet('bob'))
notice(greet(''))
