notice(true, false, [true, false], {true => false})
