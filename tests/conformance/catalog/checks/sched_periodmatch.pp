schedule { 'a': period => hourly, periodmatch => number }
schedule { 'b': periodmatch => sometimes }
