function mine($a) { $a * 2 } notice(call('mine', 4))
