notice(call('NOTICE', 1))
function add_one($x) { $x + 1 }
notice(call('Add_One', 1))
notice(call('Each', [1]) |$x| { notice($x) })
