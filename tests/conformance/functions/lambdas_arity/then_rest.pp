notice(5.then |*$r| { $r })
