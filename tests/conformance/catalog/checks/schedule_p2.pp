schedule { 'a': periodmatch => number, repeat => '1' }
