schedule { 'a': periodmatch => distance, repeat => 3, period => daily }
