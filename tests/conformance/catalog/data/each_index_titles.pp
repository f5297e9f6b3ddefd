['a', 'b'].each |$i, $v| { notify { "item-${i}-${v}": message => $i } }
notice(Notify['item-1-b']['message'])
