tidy { 'tmp': age => '1w' }
