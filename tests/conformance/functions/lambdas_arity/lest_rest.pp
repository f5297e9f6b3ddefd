notice(undef.lest |*$r| { $r })
