$a = 1
notice([$a, $b] =~ Array)
