['a', 'b'].each |$n| { notify { "n-${n}": message => $n } }
notice(Notify['n-b'][message])
