include monit
monit::check { 'x': type => 'banana' }
