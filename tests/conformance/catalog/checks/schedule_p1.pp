schedule { 'a': periodmatch => number, repeat => 2 }
